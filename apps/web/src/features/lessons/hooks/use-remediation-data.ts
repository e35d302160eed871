import { useMemo } from 'react';
import type { LessonActivity } from '@gp/api';
import {
  authorityFor,
  moduleLessonsView,
  remediationModuleOf,
  type Authority,
  type LessonView,
} from '@gp/domain';
import { usePracticeProgress } from '../../../lib/api/get-practice-progress';
import { useProgress } from '../../../lib/api/get-progress';
import { useUserInfo } from '../../../lib/api/get-user-info';
import type { StoredLesson } from '../../../lib/lessons/lesson-start';
import { pageLoadOf, type PageLoad } from '../../../lib/student/page-queries';
import { useLessonActivities } from '../api/get-lesson-activities';
import { lessonParts } from '../lib/activity-items';

export interface RemediationData {
  load: PageLoad;
  authority: Authority | null;
  /** The lesson as the module's lesson list sees it (status, scores, finished practice). */
  lesson: LessonView | null;
  /** Every lesson of the module, for the way on to the next one. */
  lessons: LessonView[];
  practice: LessonActivity[];
  quiz: LessonActivity[];
}

/**
 * What the remediation lesson reads (spec 02 §2): the student's authority,
 * the lesson's place and scores in the module (progress), its finished
 * practice, and its activities split into practice and quiz (spec 02 §3).
 */
export function useRemediationData(
  userId: string,
  stored: StoredLesson | null,
): RemediationData {
  const moduleKey = stored?.moduleKey ?? '';
  const userInfo = useUserInfo(userId);
  const progress = useProgress(userId, stored !== null);
  const practiceProgress = usePracticeProgress(
    userId,
    stored ? [moduleKey] : [],
    stored !== null,
  );
  const activities = useLessonActivities(
    stored?.activityKeys ?? [],
    stored !== null,
  );
  const load = pageLoadOf(
    stored ? [userInfo, progress, practiceProgress, activities] : [],
  );
  const authority = useMemo(
    () =>
      userInfo.data && progress.data
        ? authorityFor(userInfo.data.UserStatus, progress.data)
        : null,
    [userInfo.data, progress.data],
  );
  const lessons = useMemo(() => {
    if (!progress.data || !practiceProgress.data) return [];
    const module = remediationModuleOf(progress.data, moduleKey);
    return moduleLessonsView(
      module?.Lessons ?? [],
      practiceProgress.data,
      false,
    ).lessons;
  }, [progress.data, practiceProgress.data, moduleKey]);
  const parts = useMemo(
    () => lessonParts(activities.data?.Activities ?? []),
    [activities.data],
  );
  return {
    load,
    authority,
    lesson: lessons.find((l) => l.lessonKey === stored?.lessonKey) ?? null,
    lessons,
    practice: parts.practice,
    quiz: parts.quiz,
  };
}
