import { describe, expect, it } from 'vitest';
import { datePartsOf, formatDate } from './dates';
import { videoDuration } from './duration';
import { gradeOption } from './ordinals';
import { isLoggedIn, isProfileComplete } from './profile';

describe('profile completeness and logged-in rule (spec 01 §3, §5)', () => {
  const full = {
    Birthday: '2012-01-01T00:00:00',
    EducationRegionKey: 'c1',
    EducationGradeKey: 'g4',
    CultureCode: 'en-US',
  };

  it('counts a profile set only when the four fields are non-empty after trimming', () => {
    expect(isProfileComplete(full)).toBe(true);
    for (const field of [
      'Birthday',
      'EducationRegionKey',
      'EducationGradeKey',
      'CultureCode',
    ] as const) {
      expect(isProfileComplete({ ...full, [field]: '  ' })).toBe(false);
      expect(isProfileComplete({ ...full, [field]: null })).toBe(false);
    }
    expect(isProfileComplete(null)).toBe(false);
  });

  it('is logged in with user info and a non-empty token', () => {
    expect(isLoggedIn({ Token: 't', UserInfo: { UserId: 'u' } })).toBe(true);
    expect(isLoggedIn({ Token: ' ', UserInfo: { UserId: 'u' } })).toBe(false);
    expect(isLoggedIn({ Token: 't', UserInfo: null })).toBe(false);
    expect(isLoggedIn(undefined)).toBe(false);
  });
});

describe('date display per region (spec 01 §9, spec 02 §9)', () => {
  const date = { year: 2024, month: 3, day: 5 };
  it.each([
    [1, '2024.03.05'],
    [2, '05.03.2024'],
    [4, '05.03.2024'],
    [0, '03/05/2024'],
    [7, '03/05/2024'],
  ])('formats for region %s as %s', (region, text) => {
    expect(formatDate(date, region)).toBe(text);
  });

  it('reads the calendar date of a time at the student offset', () => {
    expect(datePartsOf('2024-03-04T20:00:00Z', 480)).toEqual({
      year: 2024,
      month: 3,
      day: 5,
    });
    expect(datePartsOf('2024-03-04T20:00:00Z')).toEqual({
      year: 2024,
      month: 3,
      day: 4,
    });
    expect(datePartsOf('nope')).toBeNull();
  });
});

describe('grade options (spec 01 §3 Profile form options)', () => {
  it('keeps the key, ordinal and local name of a grade', () => {
    expect(gradeOption('g7', 7, '7 класс')).toEqual({
      key: 'g7',
      ordinal: 7,
      gradeLocalName: '7 класс',
    });
  });
});

describe('video duration (spec 02 §3)', () => {
  it.each([
    [0, '0:00'],
    [5, '0:05'],
    [65, '1:05'],
    [599.6, '10:00'],
    [3600, '1:00:00'],
    [3725, '1:02:05'],
    [null, '-:--'],
    [undefined, '-:--'],
    [Number.NaN, '-:--'],
    [-1, '-:--'],
  ])('shows %s seconds as %s', (seconds, text) => {
    expect(videoDuration(seconds)).toBe(text);
  });
});
