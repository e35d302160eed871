import { queryOptions, useQuery } from '@tanstack/react-query';
import { getUserInfo } from '@gp/api';
import { apiRequest } from '../api-client';

/** GET /api/v2/StudentProfile/GP/ (spec 01 §7): UserStatus, expiry and market region. */
export function userInfoQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['user-info', userId],
    queryFn: () => apiRequest(getUserInfo, {}),
    staleTime: 60_000,
  });
}

export function useUserInfo(userId: string, enabled = true) {
  return useQuery({ ...userInfoQueryOptions(userId), enabled });
}
