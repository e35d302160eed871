import { queryOptions, useQuery } from '@tanstack/react-query';
import { getLessonActivities } from '@gp/api';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/v2/ActivityEntity/Web/ (spec 02 §7, DESIGN.md §3b): the
 * activities of the keys asked for, in that order, and the video resources.
 * Practice activities carry their keys and explanations; quiz ones do not.
 */
export function lessonActivitiesQueryOptions(activityKeys: readonly string[]) {
  return queryOptions({
    queryKey: ['lesson-activities', [...activityKeys]],
    queryFn: () => apiRequest(getLessonActivities, { body: [...activityKeys] }),
    staleTime: 10 * 60_000,
  });
}

export function useLessonActivities(
  activityKeys: readonly string[],
  enabled = true,
) {
  return useQuery({
    ...lessonActivitiesQueryOptions(activityKeys),
    enabled: enabled && activityKeys.length > 0,
  });
}
