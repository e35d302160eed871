import type { StudentProfile } from '@gp/api';

// TODO(domain): switch to `isProfileSet` from @gp/domain once packages/domain exports it.
/** spec 01 §3: a profile counts as set only if these four fields are non-empty after trimming. */
export function isProfileSet(profile: StudentProfile | undefined | null): boolean {
  if (!profile) return false;
  return [profile.Birthday, profile.EducationRegionKey, profile.EducationGradeKey, profile.CultureCode].every(
    (v) => v.trim() !== '',
  );
}
