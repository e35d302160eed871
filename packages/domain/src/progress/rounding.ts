/** A raw percentage, score / total * 100; 0 when the total is 0 or less. */
export function percentOf(score: number, total: number): number {
  if (!Number.isFinite(score) || !Number.isFinite(total) || total <= 0)
    return 0;
  return (score / total) * 100;
}

/**
 * n / d rounded half up, in integer arithmetic: 29/40 * 100 and 23/40 * 100
 * are 72.5 and 57.5 exactly, which floating point stores as 72.5000001 and
 * 57.4999999 and rounds in opposite directions (issue 15). Integer inputs
 * stay exact; d must be positive.
 */
export function roundHalfUp(n: number, d: number): number {
  return Math.floor((2 * n + d) / (2 * d));
}

/** score / total as a whole percentage, .5 rounded up, exactly (0 for no total). */
export function roundedPercent(score: number, total: number): number {
  if (!Number.isFinite(score) || !Number.isFinite(total) || total <= 0)
    return 0;
  return roundHalfUp(100 * score, total);
}

// spec 02 §5 Displayed score rounding, first variant (issue 3 picks it over the 70-71 band variant):
// 1 to 99 are rounded; between 0 and 1 rounded up; otherwise floored. So 0 and 100
// show only for nothing and everything right. Input is clamped to 0..100.
export function displayedScore(percent: number): number {
  if (!Number.isFinite(percent) || percent <= 0) return 0;
  const p = Math.min(percent, 100);
  if (p < 1) return 1;
  if (p <= 99) return Math.floor(p + 0.5);
  return Math.floor(p);
}

/**
 * The displayed percentage of score out of total (spec 02 §5, the rule of
 * displayedScore), computed on the integers so a .5 always rounds up.
 */
export function displayedPercent(score: number, total: number): number {
  if (!Number.isFinite(score) || !Number.isFinite(total) || total <= 0)
    return 0;
  if (score <= 0) return 0;
  if (score >= total) return 100;
  // Under 1 %: 1. Over 99 %: 99 (floored, never 100 for a mistake).
  if (100 * score < total) return 1;
  if (100 * score > 99 * total) return 99;
  return roundedPercent(score, total);
}
