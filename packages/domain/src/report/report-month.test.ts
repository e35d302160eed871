import { describe, expect, it } from 'vitest';
import {
  reportMonthDays,
  isReportMonth,
  localDay,
  monthBounds,
  monthOf,
  nextMonth,
  previousMonth,
  reportOffsetMinutes,
} from './report-month';

describe('report months (DESIGN.md §4: one report per calendar month, spec 02 §9 market regions)', () => {
  it('reads the local time of the market region: China +8, Russia +3, Indonesia +7, else UTC', () => {
    expect([1, 2, 4, 0, 9].map(reportOffsetMinutes)).toEqual([
      480, 180, 420, 0, 0,
    ]);
  });

  it('puts 20:00 UTC on 31 March into April in China', () => {
    const t = Date.parse('2026-03-31T20:00:00Z');
    expect(monthOf(t, 480)).toBe('2026-04');
    expect(monthOf(t, 0)).toBe('2026-03');
    expect(localDay(t, 480)).toBe('2026-04-01');
  });

  it('bounds a month at local midnight', () => {
    const b = monthBounds('2026-04', 480);
    expect(new Date(b.start).toISOString()).toBe('2026-03-31T16:00:00.000Z');
    expect(new Date(b.end).toISOString()).toBe('2026-04-30T16:00:00.000Z');
  });

  it('steps across a year and knows February of a leap year', () => {
    expect(previousMonth('2026-01')).toBe('2025-12');
    expect(nextMonth('2026-12')).toBe('2027-01');
    expect(reportMonthDays('2028-02')).toBe(29);
    expect(reportMonthDays('2026-02')).toBe(28);
  });

  it('accepts only YYYY-MM', () => {
    expect(isReportMonth('2026-03')).toBe(true);
    expect(
      ['2026-13', '2026-3', '26-03', '2026-03-01'].some(isReportMonth),
    ).toBe(false);
  });
});
