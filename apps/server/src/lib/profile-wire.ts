import type { StudentProfile } from '@gp/api';
import type { ProfileRow } from '../db/repositories/profiles';

export function profileToWire(p: ProfileRow | undefined): StudentProfile {
  return {
    Birthday: p?.birthday ? `${p.birthday}T00:00:00.000Z` : '',
    EducationRegionKey: p?.educationRegionKey ?? '',
    EducationGradeKey: p?.educationGradeKey ?? '',
    CultureCode: p?.cultureCode ?? '',
    StartPointGradeKey: p?.startPointGradeKey ?? '',
    PreferLanguageCode: p?.preferLanguageCode ?? '',
  };
}
