import { z } from 'zod';
import { localizedText, nonBlank, slug } from './localized';
import { question } from './question';

/** A group of questions of one type, shown together by the player. */
export const activity = z
  .object({
    key: slug,
    title: localizedText.optional(),
    questions: z.array(question).min(1),
  })
  .strict();

/**
 * One explainer slide: the rule in the student's language, English examples
 * that are never translated, and optionally a common mistake (wrong -> right).
 */
export const slide = z
  .object({
    title: localizedText,
    body: localizedText,
    examples: z.array(nonBlank).optional(),
    wrong: nonBlank.optional(),
    right: nonBlank.optional(),
  })
  .strict()
  .refine((s) => (s.wrong === undefined) === (s.right === undefined), {
    message: 'a mistake slide needs both wrong and right',
  });

export const lesson = z
  .object({
    key: slug,
    name: localizedText,
    description: localizedText,
    explainer: z
      .object({
        /** A real video per language, when the school has one (DESIGN.md §4 Videos). */
        videos: z
          .object({ en: nonBlank, zh: nonBlank, ru: nonBlank, id: nonBlank })
          .partial()
          .strict()
          .optional(),
        slides: z.array(slide).min(3),
      })
      .strict(),
    practice: z.array(activity).min(1),
    quiz: z.array(activity).min(1),
  })
  .strict();

export const courseModule = z
  .object({
    key: slug,
    name: localizedText,
    description: localizedText,
    /** English sample sentences shown on the module card. */
    sample: z.array(nonBlank).min(2).max(4),
    /** 1 beginner, 2 elementary, 3 intermediate, 4 advanced (spec 01 §3). */
    difficulty: z.union([
      z.literal(1),
      z.literal(2),
      z.literal(3),
      z.literal(4),
    ]),
    lessons: z.array(lesson).length(4),
    diagnostic: z.array(question).min(25),
  })
  .strict();

export type Activity = z.infer<typeof activity>;
export type Slide = z.infer<typeof slide>;
export type Lesson = z.infer<typeof lesson>;
export type CourseModule = z.infer<typeof courseModule>;
