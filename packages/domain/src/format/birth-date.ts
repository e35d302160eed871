/** A form option: shown text and value. */
export interface Option {
  text: string;
  value: number;
}

// spec 01 §5: birth years run from current year minus 6 down to minus 86 (81 values), newest first.
export const YOUNGEST_AGE = 6;
export const OLDEST_AGE = 86;

export function birthYearOptions(currentYear: number): Option[] {
  const years: Option[] = [];
  for (
    let year = currentYear - YOUNGEST_AGE;
    year >= currentYear - OLDEST_AGE;
    year -= 1
  )
    years.push({ text: String(year), value: year });
  return years;
}

/** Month options 1..12; the web app shows localized month names for the values. */
export function monthOptions(): Option[] {
  return Array.from({ length: 12 }, (_, i) => ({
    text: String(i + 1),
    value: i + 1,
  }));
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days in a month (1..12) of a year, leap years included. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

// spec 01 §4 Profile form: changing month or year shortens the day list.
export function dayOptions(year: number, month: number): Option[] {
  return Array.from({ length: daysInMonth(year, month) }, (_, i) => ({
    text: String(i + 1),
    value: i + 1,
  }));
}

// spec 01 §4 Profile form: ... and clamps the chosen day.
export function clampDay(year: number, month: number, day: number): number {
  return Math.min(Math.max(1, day), daysInMonth(year, month));
}

// spec 01 §5: default year 2003, default month December, default day the last day of the month.
export const DEFAULT_BIRTH_YEAR = 2003;
export const DEFAULT_BIRTH_MONTH = 12;

export function defaultBirthDate(): {
  year: number;
  month: number;
  day: number;
} {
  return {
    year: DEFAULT_BIRTH_YEAR,
    month: DEFAULT_BIRTH_MONTH,
    day: daysInMonth(DEFAULT_BIRTH_YEAR, DEFAULT_BIRTH_MONTH),
  };
}

/**
 * The birth year the profile form suggests for a school grade (issue 15: the
 * spec's default year, 2003, made a grade-6 child scroll through eleven years).
 * A child starts grade 1 at about 6 and is in grade N at about N + 6, so the
 * suggestion is the year a child of that grade turns N + 6 this year, kept
 * within the offered years (spec 01 §5). The spec's default stays the value
 * only while no grade is chosen.
 */
export function suggestedBirthYear(
  gradeOrdinal: number,
  currentYear: number,
): number {
  const year = currentYear - (gradeOrdinal + YOUNGEST_AGE);
  return Math.min(
    currentYear - YOUNGEST_AGE,
    Math.max(currentYear - OLDEST_AGE, year),
  );
}

// spec 01 §5: birthday is sent as a date at midnight (no time zone: the date the student chose).
export function birthdayAtMidnight(
  year: number,
  month: number,
  day: number,
): string {
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}T00:00:00`;
}
