import { queryOptions, useMutation } from '@tanstack/react-query';
import {
  saveCustomTest,
  startCustomTest,
  type CustomTestSubmission,
} from '@gp/api';
import { apiRequest } from '../../../lib/api-client';

export {
  customTestScoresQueryOptions,
  useCustomTestScores,
} from '../../../lib/api/get-custom-test-scores';

/**
 * PUT /api/v2/CustomTest/Start/: the test of the chosen modules (the server
 * fills it to 4); the same choice answers the open test again, so a reload
 * gets the same questions.
 */
export function startCustomTestQueryOptions(
  userId: string,
  moduleKeys: readonly string[],
) {
  return queryOptions({
    queryKey: ['custom-test-start', userId, [...moduleKeys]],
    queryFn: () => apiRequest(startCustomTest, { body: [...moduleKeys] }),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}

/** PUT /api/v2/CustomTest/Save/: scored on the server; the idempotency key makes a retry safe. */
export function useSaveCustomTest() {
  return useMutation({
    mutationFn: (body: CustomTestSubmission) =>
      apiRequest(saveCustomTest, { body }),
  });
}
