import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  getRegionsWithGrades,
  type CultureCode,
  type MarketRegion,
} from '@gp/api';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/v2/RegionAndGrade/ (spec 01 §7): the market's cities with their school grades, in one culture. */
export function regionsWithGradesQueryOptions(
  marketRegion: MarketRegion,
  cultureCode: CultureCode,
) {
  return queryOptions({
    queryKey: ['regions-with-grades', marketRegion, cultureCode],
    queryFn: () =>
      apiRequest(getRegionsWithGrades, {
        query: { marketRegion, cultureCode },
      }),
    staleTime: 30 * 60_000,
  });
}

export function useRegionsWithGrades(
  marketRegion: MarketRegion,
  cultureCode: CultureCode,
  enabled = true,
) {
  return useQuery({
    ...regionsWithGradesQueryOptions(marketRegion, cultureCode),
    enabled,
  });
}
