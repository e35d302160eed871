import { describe, expect, it } from 'vitest';
import {
  activeMs,
  answerMoments,
  IDLE_LIMIT_MS,
  monthActivity,
  trackedMoment,
} from './active-time';

const MIN = 60_000;
const at = (iso: string) => Date.parse(iso);

describe('active minutes (issue 13 / DESIGN.md §4 Study report: an answer or a slide counts, idle over 2 minutes does not)', () => {
  it('counts the time between activities at most 2 minutes apart', () => {
    const t = at('2026-03-02T10:00:00Z');
    expect(activeMs([t, t + MIN, t + 2 * MIN, t + 4 * MIN])).toBe(4 * MIN);
  });

  it('drops a gap longer than 2 minutes as idle time', () => {
    const t = at('2026-03-02T10:00:00Z');
    expect(
      activeMs([t, t + MIN, t + MIN + IDLE_LIMIT_MS + 1, t + 4 * MIN]),
    ).toBe(MIN + (4 * MIN - (MIN + IDLE_LIMIT_MS + 1)));
  });

  it('needs two activities: a lone answer is not a minute of study', () => {
    expect(activeMs([at('2026-03-02T10:00:00Z')])).toBe(0);
  });

  it("sums a month day by day in the student's local time and counts active days", () => {
    // 23:59 and 00:01 Moscow time (UTC+3) are two local days; the gap counts on the second.
    const a = at('2026-03-01T20:59:00Z');
    const r = monthActivity(
      [a, a + 2 * MIN, at('2026-03-10T08:00:00Z')],
      '2026-03',
      180,
    );
    expect(r.daysActive).toBe(3);
    expect(r.minutesByDay[0]).toBe(0);
    expect(r.minutesByDay[1]).toBe(2);
    expect(r.activeMinutes).toBe(2);
    expect(r.minutesByDay).toHaveLength(31);
  });

  it('leaves out activity of other months', () => {
    const t = at('2026-02-28T10:00:00Z');
    expect(monthActivity([t, t + MIN], '2026-03', 0)).toMatchObject({
      activeMinutes: 0,
      daysActive: 0,
    });
  });

  it('places answers after the durations before them when they fit in the sitting', () => {
    expect(answerMoments(0, 10 * MIN, [MIN, 2 * MIN])).toEqual([
      0,
      MIN,
      3 * MIN,
    ]);
  });

  it('spreads answers evenly when their durations are unknown or do not fit', () => {
    expect(answerMoments(0, 4 * MIN, [null, null])).toEqual([
      0,
      2 * MIN,
      4 * MIN,
    ]);
    expect(answerMoments(0, 2 * MIN, [5 * MIN, 5 * MIN])).toEqual([
      0,
      MIN,
      2 * MIN,
    ]);
  });

  it("trusts a tracked slide's browser time only when it is before, and within a day of, its arrival", () => {
    const received = at('2026-03-02T10:05:00Z');
    expect(trackedMoment(received, '2026-03-02T10:01:00Z')).toBe(
      at('2026-03-02T10:01:00Z'),
    );
    expect(trackedMoment(received, '2026-03-02T11:00:00Z')).toBe(received);
    expect(trackedMoment(received, '2026-02-01T10:00:00Z')).toBe(received);
    expect(trackedMoment(received, 'not a time')).toBe(received);
  });
});
