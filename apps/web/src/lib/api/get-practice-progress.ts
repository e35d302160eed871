import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPracticeProgress } from '@gp/api';
import { apiRequest } from '../api-client';

/**
 * POST /api/v2/RemediationLessonPractice/Progress/ (DESIGN.md §3b): each
 * lesson's finished practice activities, for the modules asked for. The
 * learn page's cards and the module lesson screen read it.
 */
export function practiceProgressQueryOptions(
  userId: string,
  moduleKeys: readonly string[],
) {
  const keys = [...new Set(moduleKeys)].sort();
  return queryOptions({
    queryKey: ['practice-progress', userId, keys],
    queryFn: () => apiRequest(getPracticeProgress, { body: keys }),
    staleTime: 30_000,
  });
}

export function usePracticeProgress(
  userId: string,
  moduleKeys: readonly string[],
  enabled = true,
) {
  return useQuery({
    ...practiceProgressQueryOptions(userId, moduleKeys),
    // The contract asks for at least one module key.
    enabled: enabled && moduleKeys.length > 0,
  });
}

/** Every cached practice progress of the student is out of date (after a practice or quiz save). */
export const practiceProgressKey = (userId: string) => [
  'practice-progress',
  userId,
];
