import type { DiagnosticTestSubmission, QuestionResponse } from '@gp/api';
import {
  ACTIVITY_WIRE_TYPE,
  questionTotal,
  scoreQuestion,
  toQuestionKey,
  type ComposedModule,
  type Question,
} from '@gp/domain';
import type { DiagnosticAnswer } from '../db/json-types';
import { InvalidInput } from '../lib/domain-errors';

const badSubmission = (field: string, message: string) =>
  new InvalidInput(field, message);

/**
 * Checks a submission against the test it answers and scores every question
 * of the test with the domain's scorers (DESIGN.md §4 The server scores):
 * the answer sheet in the order asked, unanswered questions included, and
 * each module's points. Throws InvalidInput (a 400) naming the first field
 * that does not belong to the test.
 */
export function scoreSubmission(
  composition: ComposedModule[],
  /** The test's questions by `<module>.<question>` key. */
  questions: ReadonlyMap<string, Question>,
  seed: string,
  body: DiagnosticTestSubmission,
): {
  answers: DiagnosticAnswer[];
  totals: Map<string, { score: number; total: number }>;
} {
  // Each question's key once per submit: validation and scoring share it.
  const keys = new Map<string, ReturnType<typeof toQuestionKey>>();
  function keyOf(id: string, question: Question) {
    let key = keys.get(id);
    if (!key) keys.set(id, (key = toQuestionKey(question, seed)));
    return key;
  }
  // Each answer is scored once, here, as it is checked.
  const given = new Map<
    string,
    { response: QuestionResponse; duration?: number; score: number }
  >();
  // Plain loops, and field paths built only for an error: this runs for
  // every answer of every submit.
  const list = body.StudentModuleActivityAnswer;
  for (let ai = 0; ai < list.length; ai++) {
    const a = list[ai]!;
    const at = `body.StudentModuleActivityAnswer.${ai}`;
    let activity: ComposedModule['activities'][number] | undefined;
    for (const m of composition)
      if (m.moduleKey === a.ModuleKey)
        activity = m.activities.find((x) => x.key === a.ActivityKey);
    if (!activity)
      throw badSubmission(
        `${at}.ActivityKey`,
        'is not an activity of this test',
      );
    if (ACTIVITY_WIRE_TYPE[activity.type] !== a.TemplateType)
      throw badSubmission(
        `${at}.TemplateType`,
        `must be ${ACTIVITY_WIRE_TYPE[activity.type]}`,
      );
    for (let qi = 0; qi < a.QuestionAnswer.length; qi++) {
      const qa = a.QuestionAnswer[qi]!;
      if (!activity.questionKeys.includes(qa.QuestionKey))
        throw badSubmission(
          `${at}.QuestionAnswer.${qi}.QuestionKey`,
          'is not a question of this activity',
        );
      const id = `${a.ModuleKey}.${qa.QuestionKey}`;
      if (given.has(id))
        throw badSubmission(
          `${at}.QuestionAnswer.${qi}.QuestionKey`,
          'is answered twice',
        );
      const question = questions.get(id);
      const result = question
        ? scoreQuestion(qa.Response, keyOf(id, question))
        : undefined;
      if (question && result?.type === 'invalid') {
        throw badSubmission(
          `${at}.QuestionAnswer.${qi}.Response`,
          `is not a valid ${question.type} response`,
        );
      }
      given.set(id, {
        response: qa.Response,
        duration: qa.Duration,
        score: result?.type === 'points' ? result.score : 0,
      });
    }
  }

  const answers: DiagnosticAnswer[] = [];
  const totals = new Map<string, { score: number; total: number }>();
  for (const m of composition) {
    for (const a of m.activities) {
      for (const q of a.questionKeys) {
        const id = `${m.moduleKey}.${q}`;
        const question = questions.get(id);
        if (!question) continue;
        const total = questionTotal(keyOf(id, question));
        const g = given.get(id);
        const score = g?.score ?? 0;
        const sum = totals.get(m.moduleKey) ?? { score: 0, total: 0 };
        totals.set(m.moduleKey, {
          score: sum.score + score,
          total: sum.total + total,
        });
        answers.push({
          moduleKey: m.moduleKey,
          activityKey: a.key,
          questionKey: q,
          response: g?.response ?? null,
          score,
          totalScore: total,
          durationMs: g?.duration === undefined ? null : Math.round(g.duration),
        });
      }
    }
  }
  return { answers, totals };
}
