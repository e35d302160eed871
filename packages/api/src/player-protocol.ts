import { z } from 'zod';
import { CultureCode } from './common';
import { ModuleActivityAnswer, TestModule } from './endpoints/activities';

/**
 * The typed postMessage protocol between the app (host) and the embedded
 * player at /player/ (DESIGN.md §2). Both sides zod-parse every message and
 * check event.origin and event.source (STYLE.md rule 5).
 */
export const PLAYER_CHANNEL = 'grammar-pro-player';

const base = {
  channel: z.literal(PLAYER_CHANNEL),
  lessonId: z.string().min(1).max(300),
};

export const PlayerToHost = z.discriminatedUnion('type', [
  /** The frame asks for its activities. */
  z.object({ ...base, type: z.literal('requestLessonData') }),
  /** The frame has the activities (and any saved answers) and shows the first question. */
  z.object({
    ...base,
    type: z.literal('dataStored'),
    questionCount: z.number().int(),
    resumed: z.boolean(),
  }),
  z.object({
    ...base,
    type: z.literal('track'),
    event: z.enum([
      'Duration',
      'LessonStart',
      'LessonEnd',
      'PageStart',
      'PageEnd',
      'DtStart',
    ]),
    page: z.string().max(100).optional(),
    durationMs: z.number().min(0).optional(),
    at: z.string(),
  }),
  /** Answered so far, for the host's leave warning and progress. */
  z.object({
    ...base,
    type: z.literal('progress'),
    answered: z.number().int(),
    total: z.number().int(),
  }),
  z.object({
    ...base,
    type: z.literal('submit'),
    answers: z.array(ModuleActivityAnswer),
  }),
]);
export type PlayerToHost = z.infer<typeof PlayerToHost>;

export const HostToPlayer = z.discriminatedUnion('type', [
  z.object({
    ...base,
    type: z.literal('lessonData'),
    kind: z.enum(['diagnostic_test', 'custom_test', 'practice', 'quiz']),
    modules: z.array(TestModule),
    language: CultureCode,
  }),
  z.object({ ...base, type: z.literal('language'), language: CultureCode }),
  /** The host's answer to submit: the player clears its saved answers on success. */
  z.object({ ...base, type: z.literal('submitResult'), ok: z.boolean() }),
]);
export type HostToPlayer = z.infer<typeof HostToPlayer>;

/** The player's address: /player/?lessonId=&studentId=&type=&lang=&getNewData= (spec 01 §7). */
export const PlayerQuery = z.object({
  lessonId: z.string().min(1),
  studentId: z.string().min(1),
  type: z.enum(['diagnostic_test', 'homework']),
  lang: CultureCode,
  getNewData: z.enum(['0', '1']).default('0'),
});
