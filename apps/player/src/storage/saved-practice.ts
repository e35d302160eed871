import { z } from 'zod';

/**
 * Where a student is in a lesson's practice and what they answered, so a
 * reload or crash loses nothing typed (DESIGN.md §4). Read back through this
 * schema; each response is checked against its question on restore.
 */
export const SavedPractice = z.object({
  version: z.literal(1),
  lessonId: z.string().min(1),
  section: z.number().int().min(0),
  question: z.number().int().min(0),
  /** By question id: the answer, the checks made, and whether the answer was shown. */
  questions: z.record(
    z.string(),
    z.object({
      response: z.unknown(),
      tries: z.number().int().min(0).max(100),
      revealed: z.boolean(),
    }),
  ),
  savedAt: z.string(),
});
export type SavedPractice = z.infer<typeof SavedPractice>;
