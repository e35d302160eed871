import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  authorityFor,
  isProfileComplete,
  learnDecision,
  type Authority,
  type Decision,
} from '@gp/domain';
import { usePracticeProgress } from '../../../lib/api/get-practice-progress';
import { useProgress } from '../../../lib/api/get-progress';
import { useStudentProfile } from '../../../lib/api/get-student-profile';
import { useUserInfo } from '../../../lib/api/get-user-info';
import { useCourseCatalogue } from '../../../lib/course/use-course-catalogue';
import { currentLanguage } from '../../../lib/i18n';
import { pageLoadOf, type PageLoad } from '../../../lib/student/page-queries';
import type { SignedInStudent } from '../../../lib/student/use-student';
import { useLessonActivities } from '../api/get-lesson-activities';
import { activityItemsOf, type ActivityItem } from '../lib/activity-items';
import {
  moduleLessonView,
  type ModuleLessonView,
} from '../lib/module-lesson-view';

export interface ModuleLessonData {
  load: PageLoad;
  /** The learn page's redirects (no profile, first time) once the data is in. */
  decision: Decision | null;
  view: ModuleLessonView | null;
  authority: Authority | null;
  items: Map<string, ActivityItem>;
  /** The activities are still loading (the list shows without durations meanwhile). */
  itemsLoading: boolean;
}

/**
 * What the module lesson screen reads: the student's profile, user info and
 * progress, the course catalogue, the module's practice progress and its
 * lessons' activities (only for a module the student may open: the server
 * refuses the others).
 */
export function useModuleLessonData(
  student: SignedInStudent | null,
  moduleKey: string,
): ModuleLessonData {
  const { i18n } = useTranslation();
  const userId = student?.userId ?? '';
  const profile = useStudentProfile(userId);
  const hasProfile = isProfileComplete(profile.data);
  const userInfo = useUserInfo(userId);
  const progress = useProgress(userId, hasProfile);
  const practice = usePracticeProgress(userId, [moduleKey], hasProfile);
  const { queries, catalogue } = useCourseCatalogue(
    profile.data?.EducationRegionKey ?? '',
    student?.marketRegion ?? 0,
    hasProfile,
  );
  const load = pageLoadOf(
    hasProfile
      ? [profile, userInfo, progress, practice, ...queries]
      : [profile],
  );
  const authority = useMemo(
    () =>
      userInfo.data && progress.data
        ? authorityFor(userInfo.data.UserStatus, progress.data)
        : null,
    [userInfo.data, progress.data],
  );
  const view = useMemo(
    () =>
      progress.data && catalogue && authority && practice.data
        ? moduleLessonView({
            progress: progress.data,
            catalogue,
            authority,
            moduleKey,
            practice: practice.data,
          })
        : null,
    [progress.data, catalogue, authority, practice.data, moduleKey],
  );
  const open =
    view !== null && !view.isLockedForAuthority && !view.isLockedByPath;
  const activityKeys = useMemo(
    () => (open ? view.lessons.flatMap((l) => l.activityKeys) : []),
    [open, view],
  );
  const activities = useLessonActivities(activityKeys, open);
  const language = currentLanguage(i18n.language);
  const items = useMemo(
    () => activityItemsOf(activities.data, language),
    [activities.data, language],
  );
  const decision =
    load.status === 'ready'
      ? learnDecision({
          hasProfile,
          isFirstTime: progress.data?.IsFirstTime ?? true,
        })
      : null;
  return {
    load,
    decision,
    view,
    authority,
    items,
    itemsLoading: open && activities.isPending,
  };
}
