import { useQuery } from '@tanstack/react-query';
import { getLastDiagnosticAnswers } from '@gp/api';
import { apiRequest } from '../../../lib/api-client';
import { readQuestionReview } from '../../../components/review/question-review';
import type { ReviewItem } from '../../../components/review/mistakes-review';

/**
 * GET /api/v2/StudentDiagnosticTest/Last/: the latest diagnostic test's
 * questions with the student's answers, the keys and the explanations,
 * for the DT mistakes overlay (learn overlay 3).
 */
export function useLastDtAnswers(userId: string) {
  return useQuery({
    queryKey: ['dt-last-answers', userId],
    queryFn: async (): Promise<ReviewItem[]> => {
      const answers = await apiRequest(getLastDiagnosticAnswers, {});
      return answers.Questions.flatMap((q) => {
        const review = readQuestionReview(q.Review);
        return review ? [{ moduleKey: q.ModuleKey, review }] : [];
      });
    },
    staleTime: 60_000,
  });
}
