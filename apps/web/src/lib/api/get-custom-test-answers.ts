import { getCustomTestAnswers } from '@gp/api';
import type { QuestionReview } from '@gp/domain';
import { readQuestionReview } from '../../components/review/question-review';
import { apiRequest } from '../api-client';

export interface CustomTestAnswers {
  endStamp: string;
  questions: { moduleKey: string; review: QuestionReview }[];
}

/**
 * GET /api/v2/CustomTest/LatestAnswers/<CustomTestKey> (DESIGN.md §3b): the
 * custom test's questions with the student's answers, keys and explanations.
 */
export async function fetchCustomTestAnswers(
  customTestKey: string,
): Promise<CustomTestAnswers> {
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
  return {
    endStamp: answers.EndStamp,
    questions: answers.Questions.flatMap((q) => {
      const review = readQuestionReview(q.Review);
      return review ? [{ moduleKey: q.ModuleKey, review }] : [];
    }),
  };
}
