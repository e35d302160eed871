import { queryOptions, useQuery } from '@tanstack/react-query';
import { startDiagnosticTest } from '@gp/api';
import { apiRequest } from '../../../lib/api-client';

/**
 * PUT /api/v2/StudentDiagnosticTest/Start/ (spec 01 §7): the next test, or
 * the one started and not submitted (a reload gets the same questions), so
 * it is safe to ask again; a query, so two mounts share one request.
 */
export function startDiagnosticTestRequest() {
  return apiRequest(startDiagnosticTest, {});
}

export function startDiagnosticTestQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['diagnostic-test-start', userId],
    queryFn: startDiagnosticTestRequest,
    staleTime: Infinity,
    gcTime: 0,
  });
}

/** Mounted only once the testing page's redirects let the student stay (spec 01 §4). */
export function useStartDiagnosticTest(userId: string) {
  return useQuery(startDiagnosticTestQueryOptions(userId));
}
