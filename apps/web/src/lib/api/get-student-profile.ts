import { queryOptions, useQuery } from '@tanstack/react-query';
import { getProfile } from '@gp/api';
import { apiRequest } from '../api-client';

/**
 * GET /api/v2/StudentProfile/ (spec 01 §7), for the onboarding, test and
 * learn pages. Same query key as the login flow's, so they share the cache.
 */
export function studentProfileQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['student-profile', userId],
    queryFn: () => apiRequest(getProfile, {}),
    staleTime: 30_000,
  });
}

export function useStudentProfile(userId: string) {
  return useQuery(studentProfileQueryOptions(userId));
}
