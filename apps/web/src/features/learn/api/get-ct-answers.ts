import { useQuery } from '@tanstack/react-query';
import { fetchCustomTestAnswers } from '../../../lib/api/get-custom-test-answers';
import type { ReviewItem } from '../../../components/review/mistakes-review';

/** The custom test's reviewed questions for the CT results overlay's mistakes. */
export function useCtAnswers(
  userId: string,
  customTestKey: string,
  enabled: boolean,
) {
  return useQuery({
    queryKey: ['ct-answers', userId, customTestKey],
    queryFn: async (): Promise<ReviewItem[]> =>
      (await fetchCustomTestAnswers(customTestKey)).questions,
    enabled,
    staleTime: 60_000,
  });
}
