import { queryOptions, useQuery } from '@tanstack/react-query';
import { startPractice, type LessonStart } from '@gp/api';
import { apiRequest } from '../../../lib/api-client';
import type { StoredLesson } from '../../../lib/lessons/lesson-start';

/** POST /api/v2/RemediationLessonPractice/Start/ (spec 02 §7): the start key the practice saves carry. */
export function startPracticeRequest(body: LessonStart): Promise<string> {
  return apiRequest(startPractice, { body });
}

/** One start per visit of the lesson's practice; a query, so two mounts share one request. */
export function practiceStartQueryOptions(
  userId: string,
  lesson: StoredLesson,
) {
  return queryOptions({
    queryKey: ['practice-start', userId, lesson.moduleKey, lesson.lessonKey],
    queryFn: () =>
      startPracticeRequest({
        ModuleKey: lesson.moduleKey,
        LessonKey: lesson.lessonKey,
      }),
    staleTime: Infinity,
    gcTime: 0,
  });
}

export function usePracticeStart(
  userId: string,
  lesson: StoredLesson | null,
  enabled: boolean,
) {
  return useQuery({
    ...practiceStartQueryOptions(
      userId,
      lesson ?? {
        moduleKey: '',
        lessonKey: '',
        activityKeys: [],
        startIndex: 0,
      },
    ),
    enabled: enabled && lesson !== null,
  });
}
