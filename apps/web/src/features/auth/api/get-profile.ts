import { queryOptions, useQuery } from '@tanstack/react-query';
import { getProfile } from '@gp/api';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/v2/StudentProfile/ (spec 01 §7); the login flow passes the token it holds. */
export function getProfileRequest(token?: string) {
  return apiRequest(getProfile, { token });
}

export function profileQueryOptions(userId: string, token?: string) {
  return queryOptions({
    queryKey: ['student-profile', userId],
    queryFn: () => getProfileRequest(token),
    staleTime: 0,
  });
}

export function useProfile(userId: string) {
  return useQuery(profileQueryOptions(userId));
}
