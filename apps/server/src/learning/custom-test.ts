import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type {
  CustomTest,
  CustomTestAnswers,
  CustomTestResult,
  CustomTestSubmission,
} from '@gp/api';
import {
  authorityFor,
  composeDiagnosticTest,
  computeStudentProgress,
  CT_LIMITS,
  customTestCandidates,
  customTestResult,
  customTestStartedStatement,
  customTestSubmittedStatement,
  deriveUserStatus,
  moduleSetKey,
  planCustomTest,
} from '@gp/domain';
import type { StudentRow } from '../db/repositories/students';
import {
  Conflict,
  Forbidden,
  InvalidInput,
  NotAllowed,
  NotFound,
} from '../lib/domain-errors';
import { publicTest, questionsOf } from './diagnostic-test';
import { scoreSubmission } from './score-submission';
import {
  learningPathInput,
  studentHistory,
  type StudentHistory,
} from './student-progress';
import { reviewedQuestions } from './test-review';
import { questionKeysShownIn } from './shown-questions';
import { bankModules } from './test-bank';

/** The student's learning-path input, refused with 403 without the custom-test right (DESIGN.md §3b). */
async function inputWithCtRight(
  app: FastifyInstance,
  student: StudentRow,
  history?: StudentHistory,
) {
  const input = await learningPathInput(app, student, undefined, history);
  const status = deriveUserStatus(
    student.status,
    student.expireTime,
    new Date(),
  );
  if (!authorityFor(status, computeStudentProgress(input)).canDoCt)
    throw new Forbidden('This account cannot take custom tests.');
  return input;
}

/** A stored custom test as the player receives it: no answer keys (decision 002). */
async function publicCustomTest(
  app: FastifyInstance,
  test: Parameters<typeof publicTest>[1],
): Promise<CustomTest> {
  const { Modules } = await publicTest(app, test);
  return { CustomTestKey: test.key, Modules };
}

/**
 * Starts a custom test of the chosen modules filled to 4 with other studied
 * ones (spec 02 §4), at least 8 questions a module, none from the module's
 * latest test where the bank allows (DESIGN.md §4 Custom tests). The open
 * test for the same choice is answered again, so a reload gets the same test.
 */
export async function startCustomTest(
  app: FastifyInstance,
  student: StudentRow,
  chosen: string[],
): Promise<CustomTest> {
  // The history is read once: the path, each module's latest questions and
  // the questions already shown all come from it.
  const history = await studentHistory(app, student.id);
  const input = await inputWithCtRight(app, student, history);
  const candidates = customTestCandidates(input.curriculum, input.history);
  const plan = planCustomTest(chosen, candidates);
  if (!plan.ok) {
    if (plan.reason === 'notStudied')
      throw new NotAllowed(
        `Module ${plan.moduleKey} has not been tested yet: take the diagnostic test first.`,
      );
    const why = {
      none: 'choose at least one module',
      tooMany: 'a custom test holds at most 4 modules',
      duplicate: `names ${plan.moduleKey} twice`,
      unknown: `${plan.moduleKey} is not a module of your course`,
    }[plan.reason];
    throw new InvalidInput('body', why);
  }
  const chosenSet = moduleSetKey(chosen);
  const open = await app.repos.customTests.open(student.id);
  if (open) {
    if (open.chosenSet === chosenSet) return publicCustomTest(app, open);
    await app.repos.customTests.dropOpen(open.key);
  }

  // Each module's questions of its latest test, diagnostic or custom.
  const latest = new Map<string, { at: string; keys: string[] }>();
  const { customTests: customs, tests: diagnostics } = history;
  const tests = [
    ...diagnostics.map(({ test }) => ({
      at: (test.submittedAt ?? test.startedAt).toISOString(),
      composition: test.composition,
    })),
    ...customs.map((t) => ({ at: t.endStamp, composition: t.composition })),
  ];
  for (const t of tests)
    for (const m of t.composition)
      if ((latest.get(m.moduleKey)?.at ?? '') <= t.at)
        latest.set(m.moduleKey, { at: t.at, keys: m.questionKeys });

  const moduleKeys = plan.moduleKeys;
  const modules = await bankModules(app, moduleKeys);
  const seed = randomBytes(8).toString('hex');
  const composed = composeDiagnosticTest({
    modules,
    previousQuestionKeys: moduleKeys.flatMap((k) =>
      (latest.get(k)?.keys ?? []).map((q) => `${k}/${q}`),
    ),
    // issue 15: and never a question of any earlier test where the bank allows.
    shownQuestionKeys: questionKeysShownIn(diagnostics, customs),
    seed,
    limits: CT_LIMITS,
  });
  const key = `ct-${randomUUID()}`;
  const row = await app.repos.customTests.insertOpen(
    {
      key,
      studentId: student.id,
      seed,
      composition: composed.modules.filter((m) => m.questionKeys.length > 0),
      chosenSet,
    },
    // The learning record of the start, stored with it (DESIGN.md §4).
    app.learningRecords.pending(student.id, [
      customTestStartedStatement(app.learningRecords.base(student.id), {
        testKey: key,
        moduleKeys,
      }),
    ]),
  );
  return publicCustomTest(app, row);
}

/** Finds a custom test of this student; 403 for another student's key. */
async function ownTest(app: FastifyInstance, student: StudentRow, key: string) {
  const test = await app.repos.customTests.find(key);
  if (test && test.studentId !== student.id)
    throw new Forbidden('This test belongs to another student.');
  return test;
}

/**
 * Scores a custom test with the domain's scorers and stores it once, in one
 * statement (DESIGN.md §3b Save bodies). The same IdempotencyKey answers the
 * stored result; another key on a submitted test is a 409.
 */
export async function saveCustomTest(
  app: FastifyInstance,
  student: StudentRow,
  body: CustomTestSubmission,
): Promise<CustomTestResult> {
  if (body.StudentId !== student.id)
    throw new Forbidden('This test belongs to another student.');
  const test = await ownTest(app, student, body.CustomTestKey);
  if (!test)
    throw new Conflict(
      'This custom test is no longer open. Please start the test again.',
    );
  if (!test.submittedAt) {
    await inputWithCtRight(app, student);
    const { answers, totals } = scoreSubmission(
      test.composition,
      await questionsOf(app, test.composition),
      test.seed,
      { ...body, DiagnosticTestKey: body.CustomTestKey },
    );
    const moduleScores = [...totals].map(([moduleKey, t]) => ({
      moduleKey,
      score: t.score,
      totalScore: t.total,
    }));
    const stored = await app.repos.customTests.submit(
      test.key,
      body.IdempotencyKey,
      answers,
      moduleScores,
      app.learningRecords.pending(student.id, [
        customTestSubmittedStatement(app.learningRecords.base(student.id), {
          testKey: test.key,
          moduleKeys: moduleScores.map((m) => m.moduleKey),
          moduleScores,
        }),
      ]),
    );
    if (stored.claimed)
      return customTestResult({
        key: test.key,
        endStamp: stored.submittedAt.toISOString(),
        moduleScores,
      });
  }
  // A repeated save (or one that lost the race): the stored result, once.
  const saved = await app.repos.customTests.find(test.key);
  if (!saved?.submittedAt)
    throw new Conflict('This custom test is no longer open.');
  if (saved.idempotencyKey !== body.IdempotencyKey)
    throw new Conflict('This custom test has already been submitted.');
  const mine = (await app.repos.customTests.submitted(student.id)).find(
    (t) => t.key === test.key,
  )!;
  return customTestResult(mine);
}

/** GET CustomTest/LatestAnswers/<key>: the reviewed questions, keys and explanations included. */
export async function customTestAnswers(
  app: FastifyInstance,
  student: StudentRow,
  key: string,
): Promise<CustomTestAnswers> {
  const test = await ownTest(app, student, key);
  if (!test?.submittedAt)
    throw new NotFound('No submitted custom test has this key.');
  return {
    CustomTestKey: test.key,
    EndStamp: test.submittedAt.toISOString(),
    Questions: await reviewedQuestions(app, test.answers ?? [], test.seed),
  };
}
