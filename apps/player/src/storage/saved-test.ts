import { z } from 'zod';
import { QuestionTiming } from '../session/question-clock';

/**
 * What the player keeps of a running test (DESIGN.md §4 Nothing typed is
 * lost). Read back through this schema: storage is outside our control.
 */
export const SavedTest = z.object({
  version: z.literal(1),
  lessonId: z.string().min(1),
  /** The questions it was saved for, in order: a record for other questions is stale. */
  questionIds: z.array(z.string()),
  currentIndex: z.number().int().min(0),
  /** Responses by question id; each is checked against its question on restore. */
  responses: z.record(z.string(), z.unknown()),
  timings: z.record(z.string(), QuestionTiming),
  savedAt: z.string(),
});
export type SavedTest = z.infer<typeof SavedTest>;
