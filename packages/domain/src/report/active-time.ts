import {
  localDay,
  monthBounds,
  reportMonthDays,
  type ReportMonth,
} from './report-month';

/**
 * DESIGN.md §4 Study report / issue 13: active minutes count the time between
 * the student's activities (an answer or a slide), and a gap longer than
 * 2 minutes is idle time that does not count.
 */
export const IDLE_LIMIT_MS = 2 * 60_000;

/** The active time of a set of activity moments (UTC ms): gaps of at most IDLE_LIMIT_MS. */
export function activeMs(moments: readonly number[]): number {
  const sorted = moments.filter(Number.isFinite).sort((a, b) => a - b);
  let total = 0;
  for (let i = 1; i < sorted.length; i++) {
    const gap = sorted[i]! - sorted[i - 1]!;
    if (gap <= IDLE_LIMIT_MS) total += gap;
  }
  return total;
}

export interface MonthActivity {
  /** Active minutes a day of the month, index 0 for the 1st. */
  minutesByDay: number[];
  /** The sum of minutesByDay. */
  activeMinutes: number;
  /** Days with at least one activity. */
  daysActive: number;
}

/**
 * The month's activity from its moments. A gap is counted on the day of the
 * activity that ends it; each day's time is rounded to whole minutes and the
 * month's minutes are the sum of its days, so the chart and the total agree.
 */
export function monthActivity(
  moments: readonly number[],
  month: ReportMonth,
  offsetMinutes: number,
): MonthActivity {
  const { start, end } = monthBounds(month, offsetMinutes);
  const inMonth = moments
    .filter((t) => Number.isFinite(t) && t >= start && t < end)
    .sort((a, b) => a - b);
  const days = reportMonthDays(month);
  const ms = new Array<number>(days).fill(0);
  const seen = new Set<number>();
  const dayIndex = (t: number) =>
    Number(localDay(t, offsetMinutes).slice(8)) - 1;
  inMonth.forEach((t, i) => {
    const day = dayIndex(t);
    seen.add(day);
    if (i === 0) return;
    const gap = t - inMonth[i - 1]!;
    if (gap <= IDLE_LIMIT_MS) ms[day]! += gap;
  });
  const minutesByDay = ms.map((v) => Math.round(v / 60_000));
  return {
    minutesByDay,
    activeMinutes: minutesByDay.reduce((s, v) => s + v, 0),
    daysActive: seen.size,
  };
}

/**
 * The moments of the answers of one sitting (a test, a quiz or a practice
 * activity) that stored only when it began and ended and how long each
 * answer took: the start, then each answer after the durations before it
 * when they fit in the sitting, else spread evenly over it.
 */
export function answerMoments(
  startMs: number,
  endMs: number,
  durations: readonly (number | null)[],
): number[] {
  if (!Number.isFinite(startMs) || !Number.isFinite(endMs) || endMs < startMs)
    return [];
  const n = durations.length;
  if (n === 0) return [startMs, endMs];
  const known = durations.every(
    (d) => d !== null && Number.isFinite(d) && d >= 0,
  );
  const sum = known
    ? durations.reduce<number>((s, d) => s + (d ?? 0), 0)
    : Infinity;
  const out = [startMs];
  let t = startMs;
  durations.forEach((d, i) => {
    t =
      sum <= endMs - startMs
        ? t + (d ?? 0)
        : startMs + ((i + 1) * (endMs - startMs)) / n;
    out.push(t);
  });
  return out;
}

/**
 * The moment of a tracked event (a slide shown, a lesson opened): the
 * browser's own time when it is readable and at most a day before the
 * server received it (events are sent in batches), else the server's time.
 */
export function trackedMoment(receivedMs: number, localStamp: string): number {
  const local = Date.parse(localStamp);
  if (
    Number.isFinite(local) &&
    local <= receivedMs &&
    receivedMs - local <= 86_400_000
  )
    return local;
  return receivedMs;
}
