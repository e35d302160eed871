import { z } from 'zod';
import { text } from '../common';
import { lazySchema } from '../lazy-schema';

/** A text in the four interface languages. */
export const LocalizedText = lazySchema(() =>
  z.object({
    en: text(),
    zh: text(),
    ru: text(),
    id: text(),
  }),
);

export const ActivityWireType = lazySchema(() =>
  z.enum(['multipleSelectDt', 'gapFillDt', 'matchTextToText']),
);

/**
 * Questions as the browser receives them for a test or quiz: no isAnswer,
 * correctAns or linked answers (decision 002; domain toPublicActivity).
 */
export const PublicQuestion = lazySchema(() =>
  z.discriminatedUnion('type', [
    z.object({
      type: z.literal('multipleSelect'),
      questionKey: text(),
      prompt: text(),
      numAnswers: z.number().int(),
      options: z.array(z.object({ text: text() })),
      compassTags: z.array(text()),
    }),
    z.object({
      type: z.literal('gapFill'),
      questionKey: text(),
      items: z.array(
        z.union([
          z.object({ isGap: z.literal(false), text: text() }),
          z.object({ isGap: z.literal(true), gapIndex: z.number().int() }),
        ]),
      ),
      gapCount: z.number().int(),
      compassTags: z.array(text()),
    }),
    z.object({
      type: z.literal('match'),
      questionKey: text(),
      prompt: text().optional(),
      presets: z.array(z.object({ text: text() })),
      answers: z.array(z.object({ text: text() })),
      compassTags: z.array(text()),
    }),
  ]),
);
export type PublicQuestion = z.infer<typeof PublicQuestion>;

export const PublicActivity = lazySchema(() =>
  z.object({
    Key: text(),
    Type: ActivityWireType,
    Title: LocalizedText.optional(),
    Instruction: text(),
    Questions: z.array(PublicQuestion),
  }),
);
export type PublicActivity = z.infer<typeof PublicActivity>;

export const TestModule = lazySchema(() =>
  z.object({
    ModuleKey: text(),
    Activitys: z.array(PublicActivity),
  }),
);
export type TestModule = z.infer<typeof TestModule>;

/** What the student answered, by question type (domain scorers' responses). */
export const QuestionResponse = lazySchema(() =>
  z.union([
    z
      .object({ selected: z.array(z.number().int().min(0).max(20)).max(20) })
      .strict(),
    z.object({ answers: z.array(text().max(200).nullable()).max(20) }).strict(),
    z
      .object({
        links: z.array(z.number().int().min(0).max(20).nullable()).max(20),
      })
      .strict(),
  ]),
);
export type QuestionResponse = z.infer<typeof QuestionResponse>;

export const QuestionAnswer = lazySchema(() =>
  z.object({
    QuestionKey: text().min(1).max(200),
    Response: QuestionResponse,
    Attempts: z.number().int().min(0).max(1000).optional(),
    /** Milliseconds spent on the question. */
    Duration: z.number().min(0).max(86_400_000).optional(),
    LocalStartStamp: text().max(40).optional(),
    LocalEndStamp: text().max(40).optional(),
  }),
);

/** One activity's answers (spec 01 §3 StudentModuleActivityAnswer); scores are the server's. */
export const ModuleActivityAnswer = lazySchema(() =>
  z.object({
    ModuleKey: text().min(1).max(200),
    ActivityKey: text().min(1).max(200),
    TemplateType: ActivityWireType,
    QuestionAnswer: z.array(QuestionAnswer).max(100),
  }),
);
export type ModuleActivityAnswer = z.infer<typeof ModuleActivityAnswer>;
