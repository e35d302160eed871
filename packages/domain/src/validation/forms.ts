import { isNonBlankString } from '../common/guards';
import { birthdayAtMidnight, daysInMonth } from '../format/birth-date';

/** The profile form as the student fills it (spec 01 §2 profile). */
export interface ProfileForm {
  year: number | null;
  month: number | null;
  day: number | null;
  cityKey: string | null;
  gradeKey: string | null;
  gradeCultureCode: string | null;
}

export type ProfileField = keyof ProfileForm | 'startPointGradeKey';

// spec 01 §5: profile submit needs year, month, day, city key, grade key and grade culture
// code; set-level also needs the chosen start-point grade key.
export function missingProfileFields(
  form: ProfileForm,
  startPointGradeKey?: string | null,
): ProfileField[] {
  const missing: ProfileField[] = [];
  if (form.year === null) missing.push('year');
  if (form.month === null || form.month < 1 || form.month > 12)
    missing.push('month');
  if (
    form.day === null ||
    form.year === null ||
    form.month === null ||
    form.day < 1 ||
    form.day > daysInMonth(form.year, form.month)
  )
    missing.push('day');
  if (!isNonBlankString(form.cityKey)) missing.push('cityKey');
  if (!isNonBlankString(form.gradeKey)) missing.push('gradeKey');
  if (!isNonBlankString(form.gradeCultureCode))
    missing.push('gradeCultureCode');
  if (startPointGradeKey !== undefined && !isNonBlankString(startPointGradeKey))
    missing.push('startPointGradeKey');
  return missing;
}

// spec 01 §2 profile: Next is enabled only when all are chosen and not already submitting.
export function canSubmitProfile(
  form: ProfileForm,
  submitting: boolean,
): boolean {
  return !submitting && missingProfileFields(form).length === 0;
}

/** spec 01 §7 Profile save payload (set-level adds the start point and language). */
export interface ProfileSavePayload {
  Birthday: string;
  EducationRegionKey: string;
  EducationGradeKey: string;
  CultureCode: string;
  StartPointGradeKey?: string;
  PreferLanguageCode?: string;
}

/** The save payload, or null while a field is missing. */
export function profileSavePayload(
  form: ProfileForm,
  setLevel?: { startPointGradeKey: string | null; preferLanguageCode: string },
): ProfileSavePayload | null {
  if (
    missingProfileFields(
      form,
      setLevel ? setLevel.startPointGradeKey : undefined,
    ).length > 0
  )
    return null;
  const payload: ProfileSavePayload = {
    Birthday: birthdayAtMidnight(
      form.year as number,
      form.month as number,
      form.day as number,
    ),
    EducationRegionKey: form.cityKey as string,
    EducationGradeKey: form.gradeKey as string,
    CultureCode: form.gradeCultureCode as string,
  };
  return setLevel
    ? {
        ...payload,
        StartPointGradeKey: setLevel.startPointGradeKey as string,
        PreferLanguageCode: setLevel.preferLanguageCode,
      }
    : payload;
}
