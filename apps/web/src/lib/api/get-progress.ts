import { queryOptions, useQuery } from '@tanstack/react-query';
import { getProgress } from '@gp/api';
import { apiRequest } from '../api-client';

/** GET /api/v2/StudentProgress/ (spec 01 §7): the learning path the redirects and the learn page read. */
export function progressQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['student-progress', userId],
    queryFn: () => apiRequest(getProgress, {}),
    staleTime: 30_000,
  });
}

export function useProgress(userId: string, enabled = true) {
  return useQuery({ ...progressQueryOptions(userId), enabled });
}
