import { queryOptions, useQuery } from '@tanstack/react-query';
import { latestModuleResult, type QuestionReview } from '@gp/domain';
import { getCustomTestScores, getModuleLatestDiagnosticAnswers } from '@gp/api';
import { apiRequest } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { fetchCustomTestAnswers } from '../../../lib/api/get-custom-test-answers';
import { readQuestionReview } from '../lib/question-review';

/** The module's questions of its latest test, reviewed; empty when no test has covered it. */
export interface ModuleAnswers {
  testKey: string | null;
  endStamp: string | null;
  questions: QuestionReview[];
}

/**
 * View mistakes (spec 02 §2): the module's questions in its latest test, the
 * diagnostic one or a newer custom test (domain latestModuleResult), with the
 * student's answers, the keys and the explanations.
 */
export async function getModuleLatestAnswers(
  moduleKey: string,
): Promise<ModuleAnswers> {
  const [diagnostic, customTests] = await Promise.all([
    getModuleLatestDiagnosticAnswersOf(moduleKey),
    apiRequest(getCustomTestScores, {}),
  ]);
  const ct = customTests.find((m) => m.ModuleKey === moduleKey);
  const newest = ct?.Scores.reduce<string | null>(
    (latest, s) =>
      latest === null || Date.parse(s.CreatedStamp) > Date.parse(latest)
        ? s.CreatedStamp
        : latest,
    null,
  );
  const latest = latestModuleResult({
    diagnosticEndStamp: diagnostic.endStamp,
    customTestStamp: newest ?? null,
  });
  if (latest !== 'customTest' || !ct) return diagnostic;
  const answers = await fetchCustomTestAnswers(ct.CustomTestKey);
  return {
    testKey: ct.CustomTestKey,
    endStamp: answers.endStamp,
    questions: answers.questions
      .filter((q) => q.moduleKey === moduleKey)
      .map((q) => q.review),
  };
}

/**
 * GET /api/v2/StudentDiagnosticTest/ModuleLatest/ (spec 02 §7): the module's
 * questions in its latest diagnostic test. 404: never tested.
 */
async function getModuleLatestDiagnosticAnswersOf(
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
