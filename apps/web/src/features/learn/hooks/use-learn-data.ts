import { authorityFor, isProfileComplete } from '@gp/domain';
import { useCustomTestScores } from '../../../lib/api/get-custom-test-scores';
import { usePracticeProgress } from '../../../lib/api/get-practice-progress';
import { useProgress } from '../../../lib/api/get-progress';
import { useStudentProfile } from '../../../lib/api/get-student-profile';
import { useUserInfo } from '../../../lib/api/get-user-info';
import { useCourseCatalogue } from '../../../lib/course/use-course-catalogue';
import { pageLoadOf } from '../../../lib/student/page-queries';
import { useStudent } from '../../../lib/student/use-student';
import { useStartLesson } from './use-start-lesson';

/**
 * What the learn page reads (spec 02 §2): the profile first; with a complete
 * profile, the user info, progress, the course catalogue, the recommended
 * modules' practice and the custom-test scores; and how their loading goes.
 */
export function useLearnData() {
  const student = useStudent();
  const userId = student?.userId ?? '';
  const profile = useStudentProfile(userId);
  const hasProfile = isProfileComplete(profile.data);
  const userInfo = useUserInfo(userId);
  const progress = useProgress(userId, hasProfile);
  const { queries, catalogue } = useCourseCatalogue(
    profile.data?.EducationRegionKey ?? '',
    student?.marketRegion ?? 0,
    hasProfile,
  );
  // spec 02 §2 T2: Start or Continue reads each recommended module's practice.
  const practice = usePracticeProgress(
    userId,
    progress.data?.RemediationProgress.Recommended.map((m) => m.ModuleKey) ??
      [],
    hasProfile && progress.data !== undefined,
  );
  // spec 02 §4: a module counts as passed if the diagnostic or the custom test says so.
  const ctScores = useCustomTestScores(userId, hasProfile);
  const authorityNow =
    userInfo.data && progress.data
      ? authorityFor(userInfo.data.UserStatus, progress.data)
      : null;
  const lessonStart = useStartLesson(
    progress.data,
    practice.data,
    authorityNow,
  );
  const load = pageLoadOf(
    hasProfile ? [profile, userInfo, progress, ...queries] : [profile],
  );
  return {
    student,
    userId,
    profile,
    hasProfile,
    userInfo,
    progress,
    catalogue,
    practice,
    ctScores,
    lessonStart,
    load,
  };
}
