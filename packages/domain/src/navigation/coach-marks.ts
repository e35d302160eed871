/** How many coach marks the learn page shows, one after another, before it stops (decision: its tabs, the results button). */
export const LEARN_COACH_MARKS = 2;

// spec 02 §2 Learn page: a coach-marks counter kept in a cookie. The counter is how many
// coach marks the student has dismissed; the next one shows while it is below the total.
export function nextCoachMark(
  counter: unknown,
  total = LEARN_COACH_MARKS,
): number | null {
  const n =
    typeof counter === 'number' && Number.isFinite(counter) && counter > 0
      ? Math.floor(counter)
      : 0;
  return n < total ? n : null;
}
