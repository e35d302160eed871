import type { CultureCode, StudentProfile } from '@gp/api';
import { profileSavePayload, type ProfileForm } from '@gp/domain';
import type { ProfileSaveBody } from '../api/save-profile';

/** A saved profile as the domain's profile form (the birthday's date, the keys; '' as not chosen). */
export function profileFormOf(profile: StudentProfile): ProfileForm {
  const date = /^(\d{4})-(\d{2})-(\d{2})/.exec(profile.Birthday);
  const key = (v: string) => (v.trim() === '' ? null : v);
  return {
    year: date ? Number(date[1]) : null,
    month: date ? Number(date[2]) : null,
    day: date ? Number(date[3]) : null,
    cityKey: key(profile.EducationRegionKey),
    gradeKey: key(profile.EducationGradeKey),
    gradeCultureCode: key(profile.CultureCode),
  };
}

/**
 * The profile save that adds the starting point and the interface language
 * (spec 01 §5: set-level needs the start-point grade key besides the
 * profile); null while the saved profile lacks a field.
 */
export function startPointSaveBody(
  profile: StudentProfile,
  startPointGradeKey: string | null,
  preferLanguageCode: CultureCode,
): ProfileSaveBody | null {
  const payload = profileSavePayload(profileFormOf(profile), {
    startPointGradeKey,
    preferLanguageCode,
  });
  return payload && { ...payload, PreferLanguageCode: preferLanguageCode };
}
