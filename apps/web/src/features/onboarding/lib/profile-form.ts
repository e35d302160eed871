import type { RegionWithGrades, StudentProfile } from '@gp/api';
import {
  birthdayProblem,
  clampDay,
  defaultBirthDate,
  gradeOption,
  type GradeOption,
  withKeys,
  type ProfileForm,
} from '@gp/domain';
import { profileFormOf } from '../../../lib/student/profile-body';

/** What the profile form holds; '' is "not chosen" for the city and the grade. */
export interface ProfileFormState {
  year: number;
  month: number;
  day: number;
  cityKey: string;
  gradeKey: string;
  /** The year is the student's (saved or picked), not a default: a grade no longer suggests one. */
  yearChosen?: boolean;
}

export type ProfileFormAction =
  | { type: 'year'; year: number }
  | { type: 'month'; month: number }
  | { type: 'day'; day: number }
  | { type: 'city'; cityKey: string }
  /** suggestedYear: the birth year of the grade (domain suggestedBirthYear). */
  | { type: 'grade'; gradeKey: string; suggestedYear?: number };

// spec 01 §4 Profile form: changing month or year shortens the day list and clamps the
// chosen day; changing city resets the grade to the placeholder.
export function profileFormReducer(
  state: ProfileFormState,
  action: ProfileFormAction,
): ProfileFormState {
  switch (action.type) {
    case 'year':
      return {
        ...state,
        year: action.year,
        day: clampDay(action.year, state.month, state.day),
        yearChosen: true,
      };
    case 'month':
      return {
        ...state,
        month: action.month,
        day: clampDay(state.year, action.month, state.day),
      };
    case 'day':
      return { ...state, day: clampDay(state.year, state.month, action.day) };
    case 'city':
      return action.cityKey === state.cityKey
        ? state
        : { ...state, cityKey: action.cityKey, gradeKey: '' };
    case 'grade': {
      // issue 15: until the student picks a year, the grade suggests one.
      const year =
        state.yearChosen || action.suggestedYear === undefined
          ? state.year
          : action.suggestedYear;
      return {
        ...state,
        gradeKey: action.gradeKey,
        year,
        day: clampDay(year, state.month, state.day),
      };
    }
  }
}

/**
 * The form's first state: the saved profile when there is one (a student
 * coming back from set_level), else spec 01 §5's defaults (2003, December,
 * its last day) and no city or grade.
 */
export function initialProfileForm(
  profile: StudentProfile | undefined,
  currentYear: number,
): ProfileFormState {
  const saved = profile ? profileFormOf(profile) : undefined;
  const fallback = defaultBirthDate();
  // spec 01 §5: a saved birthday is kept when it is one the form offers.
  const dated =
    saved?.year != null &&
    saved.month != null &&
    saved.day != null &&
    birthdayProblem(profile?.Birthday ?? '', currentYear) === null;
  return {
    year: dated ? (saved.year as number) : fallback.year,
    month: dated ? (saved.month as number) : fallback.month,
    day: dated ? (saved.day as number) : fallback.day,
    yearChosen: dated,
    cityKey: saved?.cityKey ?? '',
    gradeKey: saved?.gradeKey ?? '',
  };
}

/** spec 01 §3 Profile form options: a city with its English and local names and its grades. */
export interface CityOption {
  key: string;
  cityName: string;
  localCityName: string;
  grades: (GradeOption & { cultureCode: string })[];
}

/**
 * The cities of the market from the English and the local-culture answers
 * (spec 01 §7): local names come from the local one. The grade's culture
 * code, saved with the profile, is the local culture's when the market has
 * one. spec 02 §5: entries with an empty key are skipped.
 */
export function cityOptions(
  english: readonly RegionWithGrades[],
  local: readonly RegionWithGrades[] | null,
): CityOption[] {
  const localByKey = new Map((local ?? []).map((r) => [r.Region.Key, r]));
  return withKeys(english, (r) => r.Region.Key).map((r) => {
    const l = localByKey.get(r.Region.Key);
    const localGrades = new Map(
      (l?.Grades ?? []).map((g) => [g.Grade.Key, g.Grade]),
    );
    return {
      key: r.Region.Key,
      cityName: r.Region.Name,
      localCityName: l?.Region.CityName ?? r.Region.CityName,
      grades: withKeys(r.Grades, (g) => g.Grade.Key)
        .sort((a, b) => a.Ordinal - b.Ordinal)
        .map((g) => {
          const lg = localGrades.get(g.Grade.Key);
          return {
            ...gradeOption(g.Grade.Key, g.Ordinal, lg?.Name ?? g.Grade.Name),
            cultureCode: lg?.CultureCode ?? g.Grade.CultureCode,
          };
        }),
    };
  });
}

/** The form as the domain's profile form, for its completeness and payload rules. */
export function toProfileForm(
  state: ProfileFormState,
  cities: readonly CityOption[],
): ProfileForm {
  const city = cities.find((c) => c.key === state.cityKey);
  const grade = city?.grades.find((g) => g.key === state.gradeKey);
  return {
    year: state.year,
    month: state.month,
    day: state.day,
    cityKey: city ? city.key : null,
    gradeKey: grade ? grade.key : null,
    gradeCultureCode: grade ? grade.cultureCode : null,
  };
}
