import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCustomTestScores } from '@gp/api';
import { apiRequest } from '../api-client';

/**
 * GET /api/v2/CustomTest/ (DESIGN.md §3b): each module's custom-test scores;
 * the learn and custom test pages classify modules with them (spec 02 §4: a
 * module is passed if the diagnostic or the custom test says so).
 */
export function customTestScoresQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['custom-test-scores', userId],
    queryFn: () => apiRequest(getCustomTestScores, {}),
    staleTime: 30_000,
  });
}

export function useCustomTestScores(userId: string, enabled = true) {
  return useQuery({ ...customTestScoresQueryOptions(userId), enabled });
}
