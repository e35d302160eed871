/**
 * Calendar months of the study report (DESIGN.md §4 Study report: one report
 * per student per calendar month studied). A month is `YYYY-MM` in the
 * student's local time: the market region's fixed offset from UTC (none of
 * the four regions keeps daylight saving time).
 */
export type ReportMonth = string;

// spec 02 §9 market regions: 1 China (UTC+8), 2 Russia (Moscow, UTC+3),
// 4 Indonesia (Jakarta, UTC+7), otherwise the default English region (UTC).
const OFFSET_MINUTES: Readonly<Record<number, number>> = {
  1: 480,
  2: 180,
  4: 420,
};

/** The student's local offset from UTC in minutes, by market region. */
export function reportOffsetMinutes(marketRegion: number): number {
  return OFFSET_MINUTES[marketRegion] ?? 0;
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function isReportMonth(value: string): value is ReportMonth {
  return MONTH.test(value);
}

const pad = (n: number) => String(n).padStart(2, '0');

function parts(month: ReportMonth): [number, number] {
  const m = MONTH.exec(month);
  if (!m) throw new RangeError(`Not a month (YYYY-MM): ${month}`);
  return [Number(m[1]), Number(m[2])];
}

/** The local calendar day (`YYYY-MM-DD`) of an instant. */
export function localDay(ms: number, offsetMinutes: number): string {
  const d = new Date(ms + offsetMinutes * 60_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** The local month of an instant. */
export function monthOf(ms: number, offsetMinutes: number): ReportMonth {
  return localDay(ms, offsetMinutes).slice(0, 7);
}

/** The month's first instant and the next month's first instant, in UTC ms. */
export function monthBounds(
  month: ReportMonth,
  offsetMinutes: number,
): { start: number; end: number } {
  const [y, m] = parts(month);
  const shift = offsetMinutes * 60_000;
  return {
    start: Date.UTC(y, m - 1, 1) - shift,
    end: Date.UTC(y, m, 1) - shift,
  };
}

export function previousMonth(month: ReportMonth): ReportMonth {
  const [y, m] = parts(month);
  return m === 1 ? `${y - 1}-12` : `${y}-${pad(m - 1)}`;
}

export function nextMonth(month: ReportMonth): ReportMonth {
  const [y, m] = parts(month);
  return m === 12 ? `${y + 1}-01` : `${y}-${pad(m + 1)}`;
}

export function reportMonthDays(month: ReportMonth): number {
  const [y, m] = parts(month);
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}
