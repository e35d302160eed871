import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { getHomePageAds, saveHomePageAds } from '@gp/api';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/v2/HomePageAds/ (DESIGN.md §3b): whether the ad is shown and read. */
export function homePageAdsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['home-page-ads', userId],
    queryFn: () => apiRequest(getHomePageAds, {}),
    staleTime: 5 * 60_000,
  });
}

export function useHomePageAds(userId: string, enabled = true) {
  return useQuery({ ...homePageAdsQueryOptions(userId), enabled });
}

/**
 * PUT /api/v2/HomePageAds/Save/: marks the ad read. A failure is ignored
 * (spec 02 §8): the popup stays closed for this visit and shows again on a
 * later one, since the server still says unread.
 */
export function useSaveHomePageAds(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(saveHomePageAds, {}),
    onSuccess: (state) => {
      queryClient.setQueryData(homePageAdsQueryOptions(userId).queryKey, state);
    },
  });
}
