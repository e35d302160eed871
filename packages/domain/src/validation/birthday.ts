import { daysInMonth, OLDEST_AGE, YOUNGEST_AGE } from '../format/birth-date';

/** What is wrong with a birthday the profile save carries. */
export type BirthdayProblem = 'notADate' | 'yearOutOfRange';

// spec 01 §5: birth years run from current year minus 86 (oldest) to minus 6 (youngest).
export function birthYearRange(currentYear: number): {
  oldest: number;
  youngest: number;
} {
  return {
    oldest: currentYear - OLDEST_AGE,
    youngest: currentYear - YOUNGEST_AGE,
  };
}

// spec 01 §5: the birthday is a real calendar date (sent at midnight, `YYYY-MM-DD...`)
// whose year is one of the birth years offered. Null when it is fine.
export function birthdayProblem(
  birthday: string,
  currentYear: number,
): BirthdayProblem | null {
  const date = /^(\d{4})-(\d{2})-(\d{2})/.exec(birthday);
  if (!date) return 'notADate';
  const [year, month, day] = [date[1], date[2], date[3]].map(Number) as [
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month))
    return 'notADate';
  const { oldest, youngest } = birthYearRange(currentYear);
  return year < oldest || year > youngest ? 'yearOutOfRange' : null;
}
