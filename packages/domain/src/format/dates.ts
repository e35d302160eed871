import { marketLanguage, type MarketRegion } from './languages';

export interface DateParts {
  year: number;
  month: number;
  day: number;
}

/** Calendar date of an ISO time at a UTC offset (minutes east of UTC, e.g. 480 for Beijing). */
export function datePartsOf(
  iso: string,
  utcOffsetMinutes = 0,
): DateParts | null {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return null;
  const local = new Date(ms + utcOffsetMinutes * 60_000);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
  };
}

const two = (n: number) => String(n).padStart(2, '0');

export type DateField = 'year' | 'month' | 'day';

// spec 01 §9 Date formats, for the fields of a date a student picks (the profile's
// birthday): in the order the language writes a date, CN year.month.day, RU and ID
// day.month.year, English month/day/year (as formatDate).
export function dateFieldOrder(language: string): readonly DateField[] {
  switch (language) {
    case 'zh-CN':
      return ['year', 'month', 'day'];
    case 'ru-RU':
    case 'id-ID':
      return ['day', 'month', 'year'];
    default:
      return ['month', 'day', 'year'];
  }
}

// spec 01 §9 / spec 02 §9 Date formats: CN year.month.day; RU and ID day.month.year;
// others none in the spec: the default English region shows month/day/year (our choice).
export function formatDate(
  date: DateParts,
  marketRegion: MarketRegion | number,
): string {
  const { year, month, day } = date;
  switch (marketLanguage(marketRegion)) {
    case 'zh-CN':
      return `${year}.${two(month)}.${two(day)}`;
    case 'ru-RU':
    case 'id-ID':
      return `${two(day)}.${two(month)}.${year}`;
    case 'en-US':
      return `${two(month)}/${two(day)}/${year}`;
  }
}
