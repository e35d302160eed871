/** A raw percentage, score / total * 100; 0 when the total is 0 or less. */
export function percentOf(score: number, total: number): number {
  if (!Number.isFinite(score) || !Number.isFinite(total) || total <= 0)
    return 0;
  return (score / total) * 100;
}

// spec 02 §5 Displayed score rounding, first variant (issue 3 picks it over the 70-71 band variant):
// 1 to 99 are rounded; between 0 and 1 rounded up; otherwise floored. So 0 and 100
// show only for nothing and everything right. Input is clamped to 0..100.
export function displayedScore(percent: number): number {
  if (!Number.isFinite(percent) || percent <= 0) return 0;
  const p = Math.min(percent, 100);
  if (p < 1) return 1;
  if (p <= 99) return Math.round(p);
  return Math.floor(p);
}

/** The displayed (rounded) percentage of score out of total. */
export function displayedPercent(score: number, total: number): number {
  return displayedScore(percentOf(score, total));
}
