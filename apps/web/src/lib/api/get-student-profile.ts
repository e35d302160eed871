import { queryOptions, useQuery } from '@tanstack/react-query';
import { getProfile } from '@gp/api';
import { apiRequest } from '../api-client';

/** GET /api/v2/StudentProfile/ (spec 01 §7); the login flow passes the token it holds before storing it. */
export function getStudentProfileRequest(token?: string) {
  return apiRequest(getProfile, { token });
}

/** The one query for the profile: the login flow, the onboarding, test and learn pages share its cache. */
export function studentProfileQueryOptions(userId: string, token?: string) {
  return queryOptions({
    queryKey: ['student-profile', userId],
    queryFn: () => getStudentProfileRequest(token),
    staleTime: 30_000,
  });
}

export function useStudentProfile(userId: string) {
  return useQuery(studentProfileQueryOptions(userId));
}
