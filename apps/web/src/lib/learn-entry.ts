import { z } from 'zod';
import { CustomTestResult, lazySchema } from '@gp/api';

/**
 * What a page tells the learn page when it sends the student there, as
 * router location state: the diagnostic test page opens the DT results
 * overlay (spec 01 §4: "the DT result overlay is set and the student goes to
 * learn"), the module lesson's back button keeps the tab (spec 02 §2).
 */
export const LearnEntryState = lazySchema(() =>
  z.object({
    overlay: z.enum(['dtResults', 'ctResults']).optional(),
    /** The custom test's result for the CT results overlay (spec 02 §4 Custom test submit). */
    ctResult: CustomTestResult.optional(),
    returnedViaModuleLessonBack: z.boolean().optional(),
  }),
);
export type LearnEntryState = z.infer<typeof LearnEntryState>;

export function readLearnEntryState(state: unknown): LearnEntryState {
  const parsed = LearnEntryState.safeParse(state);
  return parsed.success ? parsed.data : {};
}
