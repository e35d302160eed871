import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAvailableGrades, type CultureCode } from '@gp/api';
import { apiRequest } from '../api-client';

/** GET /api/v2/AvailableGradeList/ (spec 01 §7): the grades of a city with their modules, in one culture. */
export function availableGradesQueryOptions(
  regionKey: string,
  cultureCode: CultureCode,
) {
  return queryOptions({
    queryKey: ['available-grades', regionKey, cultureCode],
    queryFn: () =>
      apiRequest(getAvailableGrades, { query: { regionKey, cultureCode } }),
    staleTime: 10 * 60_000,
  });
}

export function useAvailableGrades(
  regionKey: string,
  cultureCode: CultureCode,
  enabled = true,
) {
  return useQuery({
    ...availableGradesQueryOptions(regionKey, cultureCode),
    enabled: enabled && regionKey.trim() !== '',
  });
}
