import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuestionReview } from '@gp/domain';
import { getModuleLatestDiagnosticAnswers } from '@gp/api';
import { apiRequest, isApiError } from '../../../lib/api-client';
import { readQuestionReview } from '../lib/question-review';

/** The module's questions of its latest test, reviewed; empty when no test has covered it. */
export interface ModuleAnswers {
  testKey: string | null;
  endStamp: string | null;
  questions: QuestionReview[];
}

/**
 * GET /api/v2/StudentDiagnosticTest/ModuleLatest/ (spec 02 §7): the module's
 * questions in its latest diagnostic test with the student's answers, the
 * keys and the explanations, for View mistakes. 404: never tested.
 */
export async function getModuleLatestAnswers(
  moduleKey: string,
): Promise<ModuleAnswers> {
  try {
    const answers = await apiRequest(getModuleLatestDiagnosticAnswers, {
      query: { moduleKey },
    });
    return {
      testKey: answers.DiagnosticTestKey,
      endStamp: answers.EndStamp,
      questions: answers.Questions.flatMap((q) => {
        const review = readQuestionReview(q.Review);
        return review ? [review] : [];
      }),
    };
  } catch (error) {
    if (isApiError(error, 'NotFound'))
      return { testKey: null, endStamp: null, questions: [] };
    throw error;
  }
}

export function moduleLatestAnswersQueryOptions(
  userId: string,
  moduleKey: string,
) {
  return queryOptions({
    queryKey: ['module-latest-answers', userId, moduleKey],
    queryFn: () => getModuleLatestAnswers(moduleKey),
    staleTime: 60_000,
  });
}

export function useModuleLatestAnswers(
  userId: string,
  moduleKey: string,
  enabled: boolean,
) {
  return useQuery({
    ...moduleLatestAnswersQueryOptions(userId, moduleKey),
    enabled,
  });
}
