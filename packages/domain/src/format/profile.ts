/** spec 01 §3 Student profile (wire shape). */
export interface StudentProfile {
  Birthday?: string | null;
  EducationRegionKey?: string | null;
  EducationGradeKey?: string | null;
  CultureCode?: string | null;
  StartPointGradeKey?: string | null;
  PreferLanguageCode?: string | null;
}

const filled = (value: string | null | undefined): boolean =>
  typeof value === 'string' && value.trim() !== '';

// spec 01 §3: a profile counts as set only if Birthday, EducationRegionKey,
// EducationGradeKey and CultureCode are all non-empty after trimming.
export function isProfileComplete(
  profile: StudentProfile | null | undefined,
): boolean {
  if (!profile) return false;
  return (
    filled(profile.Birthday) &&
    filled(profile.EducationRegionKey) &&
    filled(profile.EducationGradeKey) &&
    filled(profile.CultureCode)
  );
}

// spec 01 §2 set_level: the study path is the start-point grade set_level saves; the
// profile page saves a profile without it.
export function hasStudyPath(
  profile: Pick<StudentProfile, 'StartPointGradeKey'> | null | undefined,
): boolean {
  return filled(profile?.StartPointGradeKey);
}

/** spec 01 §3 Student info (wire shape). */
export interface StudentInfo {
  Token?: string | null;
  UserInfo?: {
    UserId: string;
    EnglishFirstName?: string;
    MarketRegion?: number;
  } | null;
}

// spec 01 §5: logged in means student info has user info and a non-empty token.
export function isLoggedIn(info: StudentInfo | null | undefined): boolean {
  return !!info && !!info.UserInfo && filled(info.Token);
}
