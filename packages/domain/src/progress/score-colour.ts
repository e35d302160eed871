import { MEDIUM_MARK, PASS_MARK } from './thresholds';

/** spec 02 §3 moduleStatus: 2 green, 3 orange, 4 red. */
export type ScoreColour = 2 | 3 | 4;

export const SCORE_COLOUR = { green: 2, orange: 3, red: 4 } as const;

// spec 02 §4 Score colour: 2 at 80 or more; 3 at 60 to 79; 4 below 60.
// Judged on the displayed score so the number shown and its colour agree.
export function scoreColour(displayed: number): ScoreColour {
  if (displayed >= PASS_MARK) return SCORE_COLOUR.green;
  if (displayed >= MEDIUM_MARK) return SCORE_COLOUR.orange;
  return SCORE_COLOUR.red;
}

/** Passed at the pass mark, judged on the displayed score (see README). */
export function isPassingScore(displayed: number): boolean {
  return displayed >= PASS_MARK;
}
