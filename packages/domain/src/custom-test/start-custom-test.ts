import { can, type Authority } from '../authority/authority-levels';

/** spec 02 §9: the warning hint fades after 4700 ms. */
export const WARNING_HINT_FADE_MS = 4700;

export type StartCustomTestDecision =
  | { type: 'nothingSelected' }
  | { type: 'warning' }
  | { type: 'start'; moduleKeys: string[]; to: 'ct_testing' };

// spec 02 §4 Custom test selection: starting needs at least 1 selected module; without
// the canDoCt authority a warning popup shows; otherwise the keys are stored and the
// student goes to ct_testing.
export function startCustomTest(
  selected: readonly string[],
  authority: Pick<Authority, 'level'>,
): StartCustomTestDecision {
  if (selected.length < 1) return { type: 'nothingSelected' };
  if (!can(authority, 'doCustomTest')) return { type: 'warning' };
  return { type: 'start', moduleKeys: [...selected], to: 'ct_testing' };
}

/** spec 02 §4 Custom test feedback class 1 to 4. */
export type CtFeedbackClass = 1 | 2 | 3 | 4;

// spec 02 §4: 100 gives 1, 96 or more 2, 80 or more 3, otherwise 4 (on the displayed score).
export function ctFeedbackClass(displayedScore: number): CtFeedbackClass {
  if (displayedScore >= 100) return 1;
  if (displayedScore >= 96) return 2;
  if (displayedScore >= 80) return 3;
  return 4;
}
