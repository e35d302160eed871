import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  birthYearOptions,
  birthdayAtMidnight,
  clampDay,
  dayOptions,
  daysInMonth,
  defaultBirthDate,
  isLeapYear,
  monthOptions,
  suggestedBirthYear,
} from './birth-date';
import { dateFieldOrder } from './dates';

describe('birth date lists (spec 01 §5, §4 Profile form)', () => {
  it('lists 81 years from current year minus 6 down to minus 86, newest first', () => {
    const years = birthYearOptions(2025);
    expect(years).toHaveLength(81);
    expect(years[0]).toEqual({ text: '2019', value: 2019 });
    expect(years.at(-1)).toEqual({ text: '1939', value: 1939 });
  });

  it('always lists 81 consecutive descending years', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 3000 }), (year) => {
        const values = birthYearOptions(year).map((o) => o.value);
        expect(values).toHaveLength(81);
        values.forEach((v, i) => expect(v).toBe(year - 6 - i));
      }),
    );
  });

  it('lists months 1 to 12', () => {
    expect(monthOptions().map((m) => m.value)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
    ]);
  });

  it.each([
    [2024, 2, 29],
    [2023, 2, 28],
    [2000, 2, 29],
    [1900, 2, 28],
    [2023, 4, 30],
    [2023, 12, 31],
    [2023, 1, 31],
  ])('gives %s-%s %s days', (year, month, days) => {
    expect(daysInMonth(year, month)).toBe(days);
    expect(dayOptions(year, month)).toHaveLength(days);
  });

  it('agrees with the calendar for every month', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1600, max: 2400 }),
        fc.integer({ min: 1, max: 12 }),
        (year, month) => {
          expect(daysInMonth(year, month)).toBe(
            new Date(Date.UTC(year, month, 0)).getUTCDate(),
          );
          expect(isLeapYear(year)).toBe(daysInMonth(year, 2) === 29);
        },
      ),
    );
  });

  it('clamps the chosen day when the month gets shorter', () => {
    expect(clampDay(2023, 2, 31)).toBe(28);
    expect(clampDay(2024, 2, 30)).toBe(29);
    expect(clampDay(2024, 3, 15)).toBe(15);
    expect(clampDay(2024, 3, 0)).toBe(1);
    fc.assert(
      fc.property(
        fc.integer({ min: 1900, max: 2100 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: -5, max: 40 }),
        (y, m, d) => {
          const day = clampDay(y, m, d);
          expect(dayOptions(y, m).map((o) => o.value)).toContain(day);
        },
      ),
    );
  });

  it('defaults to 31 December 2003', () => {
    expect(defaultBirthDate()).toEqual({ year: 2003, month: 12, day: 31 });
  });

  it('sends the birthday as a date at midnight', () => {
    expect(birthdayAtMidnight(2012, 3, 7)).toBe('2012-03-07T00:00:00');
  });
});

describe('the birthday form (issue 15, spec 01 §5 and §9)', () => {
  it('suggests the birth year of a child in the chosen grade: grade 6 in 2026 is 2014', () => {
    expect(suggestedBirthYear(6, 2026)).toBe(2014);
    expect(suggestedBirthYear(3, 2026)).toBe(2017);
    expect(suggestedBirthYear(11, 2026)).toBe(2009);
  });

  it('keeps the suggestion among the offered years (current year - 6 to - 86)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -5, max: 120 }),
        fc.integer({ min: 2000, max: 2100 }),
        (grade, year) => {
          const offered = birthYearOptions(year).map((o) => o.value);
          expect(offered).toContain(suggestedBirthYear(grade, year));
        },
      ),
    );
  });

  it('orders the date fields as the language writes a date: RU and ID day.month.year, CN year.month.day', () => {
    expect(dateFieldOrder('ru-RU')).toEqual(['day', 'month', 'year']);
    expect(dateFieldOrder('id-ID')).toEqual(['day', 'month', 'year']);
    expect(dateFieldOrder('zh-CN')).toEqual(['year', 'month', 'day']);
    expect(dateFieldOrder('en-US')).toEqual(['month', 'day', 'year']);
  });
});
