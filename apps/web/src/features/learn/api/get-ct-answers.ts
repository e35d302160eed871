import { useQuery } from '@tanstack/react-query';
import { getCustomTestAnswers } from '@gp/api';
import { apiRequest } from '../../../lib/api-client';
import { readQuestionReview } from '../../../components/review/question-review';
import type { ReviewItem } from '../../../components/review/mistakes-review';

/**
 * GET /api/v2/CustomTest/LatestAnswers/<CustomTestKey> (DESIGN.md §3b): the
 * custom test's questions with the student's answers, keys and explanations.
 */
export function useCtAnswers(
  userId: string,
  customTestKey: string,
  enabled: boolean,
) {
  return useQuery({
    queryKey: ['ct-answers', userId, customTestKey],
    queryFn: async (): Promise<ReviewItem[]> => {
      // The key goes in the path (the contract's :CustomTestKey).
      const answers = await apiRequest(
        {
          ...getCustomTestAnswers,
          path: getCustomTestAnswers.path.replace(
            ':CustomTestKey',
            encodeURIComponent(customTestKey),
          ),
        },
        {},
      );
      return answers.Questions.flatMap((q) => {
        const review = readQuestionReview(q.Review);
        return review ? [{ moduleKey: q.ModuleKey, review }] : [];
      });
    },
    enabled,
    staleTime: 60_000,
  });
}
