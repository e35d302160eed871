import type { FastifyInstance } from 'fastify';
import { toQuestionReview } from '@gp/domain';
import type { DiagnosticTestRow } from '../db/repositories/diagnostic-tests';
import type { DiagnosticAnswer } from '../db/json-types';

/**
 * A submitted test's answers with their keys (spec 02 §3 Mistake items),
 * for the mistakes review: keys appear only after submission (decision 002).
 */
export async function reviewOf(
  app: FastifyInstance,
  test: DiagnosticTestRow,
  moduleKey?: string,
) {
  const answers = (await app.repos.diagnosticTests.answers(test.key)).filter(
    (a) => !moduleKey || a.moduleKey === moduleKey,
  );
  return {
    DiagnosticTestKey: test.key,
    EndStamp: (test.submittedAt ?? test.startedAt).toISOString(),
    Questions: await reviewedQuestions(app, answers, test.seed),
  };
}

/** A stored answer sheet with each question's key and explanation (diagnostic and custom tests). */
export async function reviewedQuestions(
  app: FastifyInstance,
  answers: readonly DiagnosticAnswer[],
  seed: string,
) {
  const items = await app.repos.course.itemsByKey(
    answers.map((a) => `${a.moduleKey}.${a.questionKey}`),
  );
  const byKey = new Map(items.map((i) => [i.key, i.question]));
  return answers.flatMap((a) => {
    const question = byKey.get(`${a.moduleKey}.${a.questionKey}`);
    if (!question) return [];
    const review = toQuestionReview(question, a.response ?? undefined, seed);
    return [
      {
        ModuleKey: a.moduleKey,
        ActivityKey: a.activityKey,
        QuestionKey: a.questionKey,
        Score: a.score,
        TotalScore: a.totalScore,
        Review: review as unknown as Record<string, unknown>,
      },
    ];
  });
}
