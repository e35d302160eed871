import { describe, expect, it } from 'vitest';
import { birthdayProblem, birthYearRange } from './birthday';

describe('the birthday a profile save carries (spec 01 §5)', () => {
  it('allows birth years from the current year minus 86 to minus 6', () => {
    expect(birthYearRange(2026)).toEqual({ oldest: 1940, youngest: 2020 });
    expect(birthdayProblem('2020-12-31T00:00:00', 2026)).toBeNull();
    expect(birthdayProblem('1940-01-01', 2026)).toBeNull();
    expect(birthdayProblem('2021-01-01', 2026)).toBe('yearOutOfRange');
    expect(birthdayProblem('1939-12-31', 2026)).toBe('yearOutOfRange');
  });

  it('refuses a day that is not in the calendar, leap years included', () => {
    expect(birthdayProblem('2012-02-29', 2026)).toBeNull();
    expect(birthdayProblem('2013-02-29', 2026)).toBe('notADate');
    expect(birthdayProblem('2013-04-31', 2026)).toBe('notADate');
    expect(birthdayProblem('2013-13-01', 2026)).toBe('notADate');
    expect(birthdayProblem('2013-00-10', 2026)).toBe('notADate');
    expect(birthdayProblem('yesterday', 2026)).toBe('notADate');
  });
});
