import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { DiagnosticTest, DiagnosticTestSubmission } from '@gp/api';
import {
  authorityFor,
  composeDiagnosticTest,
  deriveUserStatus,
  diagnosticTestStartedStatement,
  diagnosticTestSubmittedStatement,
  diagnosticTestSummary,
  isProfileComplete,
  progressFacts,
  testStartRefusal,
  toPublicActivity,
  type ComposedModule,
  type Question,
  type TestStartRefusal,
} from '@gp/domain';
import type { StudentRow } from '../db/repositories/students';
import type { DiagnosticTestRow } from '../db/repositories/diagnostic-tests';
import { Conflict, Forbidden } from '../lib/domain-errors';
import { profileToWire } from '../lib/profile-wire';
import { scoreSubmission } from './score-submission';
import { studentProgress } from './student-progress';
import { questionKeysShownIn } from './shown-questions';
import { bankModules } from './test-bank';

/** The stored questions of a test's composition, by `<module>.<question>` key. */
export async function questionsOf(
  app: FastifyInstance,
  composition: ComposedModule[],
) {
  const bank = await app.contentCache.bank();
  const questions = new Map<string, Question>();
  for (const m of composition)
    for (const q of m.questionKeys) {
      const key = `${m.moduleKey}.${q}`;
      const item = bank.get(key);
      if (item) questions.set(key, item.question);
    }
  return questions;
}

/** A stored test as the player receives it: no answer keys (decision 002). */
export async function publicTest(
  app: FastifyInstance,
  test: Pick<DiagnosticTestRow, 'key' | 'composition' | 'seed'>,
): Promise<DiagnosticTest> {
  const composition = test.composition;
  const questions = await questionsOf(app, composition);
  return {
    DiagnosticTestKey: test.key,
    Modules: composition.map((m) => ({
      ModuleKey: m.moduleKey,
      Activitys: m.activities.map((a) =>
        toPublicActivity(
          {
            key: a.key,
            questions: a.questionKeys.flatMap(
              (q) => questions.get(`${m.moduleKey}.${q}`) ?? [],
            ),
          },
          test.seed,
        ),
      ),
    })),
  };
}

/** How the start answers each reason the test may not start: 403 for authority, 409 for the path (DESIGN.md §3). */
function refusedStart(reason: TestStartRefusal) {
  switch (reason) {
    case 'noProfile':
      return new Conflict('Set up your profile before the test.');
    case 'noTestsLeft':
      return new Forbidden(
        'This account can take one diagnostic test. Please contact school to purchase.',
      );
    case 'allTestsDone':
      return new Conflict('All diagnostic tests are done.');
    case 'lessonsNotDone':
      return new Conflict(
        'Finish the recommended lessons before the next test.',
      );
  }
}

/**
 * Starts the student's next diagnostic test (DESIGN.md §4 Learning path), or
 * answers the open one so a reload gets the same questions.
 */
export async function startDiagnosticTest(
  app: FastifyInstance,
  student: StudentRow,
): Promise<DiagnosticTest> {
  // The profile and history are read once, in one round trip: the progress,
  // the previous test and the questions already shown all come from them.
  const { profile: profileRow, ...history } =
    await app.repos.studentHistory.read(student.id);
  const progress = await studentProgress(
    app,
    student,
    profileRow ?? null,
    history,
  );
  // The same rule as the web's dt_intro and testing redirects.
  const refusal = testStartRefusal({
    hasProfile: isProfileComplete(profileToWire(profileRow)),
    facts: progressFacts(progress),
    authority: authorityFor(
      deriveUserStatus(student.status, student.expireTime, new Date()),
      progress,
    ),
  });
  if (refusal === 'noProfile') throw refusedStart(refusal);
  const next = progress.DiagnosticTestProgress.NextDiagnosticTest;
  const open = await app.repos.diagnosticTests.open(student.id);
  if (open) {
    // The same test after a reload; a new one when the student has switched
    // grade on dt_intro since starting it (nothing of it was submitted).
    const same = (a: string[], b: string[]) =>
      JSON.stringify([...a].sort()) === JSON.stringify([...b].sort());
    if (
      same(open.newModuleKeys, next.New) &&
      same(open.verifiedModuleKeys, next.NeedToBeVerified)
    ) {
      app.handedOutTests.set(open.key, open);
      return publicTest(app, open);
    }
    app.handedOutTests.delete(open.key);
    await app.repos.diagnosticTests.dropOpen(open.key);
  }
  if (refusal) throw refusedStart(refusal);

  const moduleKeys = [...next.NeedToBeVerified, ...next.New];
  const modules = await bankModules(app, moduleKeys);
  // Submitted tests come oldest first: the last is the latest.
  const last = history.tests.at(-1)?.test;
  const previous = (last?.composition ?? []).flatMap((m) =>
    m.questionKeys.map((q) => `${m.moduleKey}/${q}`),
  );
  const seed = randomBytes(8).toString('hex');
  const composed = composeDiagnosticTest({
    modules,
    previousQuestionKeys: previous,
    shownQuestionKeys: questionKeysShownIn(history.tests, history.customTests),
    seed,
  });
  const key = `dt-${randomUUID()}`;
  const row = await app.repos.diagnosticTests.insertOpen(
    {
      key,
      studentId: student.id,
      seed,
      composition: composed.modules.filter((m) => m.questionKeys.length > 0),
      newModuleKeys: next.New,
      verifiedModuleKeys: next.NeedToBeVerified,
    },
    // The learning record of the start, stored with it (DESIGN.md §4).
    app.learningRecords.pending(student.id, [
      diagnosticTestStartedStatement(app.learningRecords.base(student.id), {
        testKey: key,
        moduleKeys,
      }),
    ]),
  );
  app.handedOutTests.set(row.key, row);
  return publicTest(app, row);
}

const replaced = () =>
  new Conflict(
    'This test is no longer open (it was replaced by a new one). Please start the test again.',
  );

/**
 * Scores a submission with the domain's scorers and stores it once, in one
 * transaction (DESIGN.md §4 The server scores, Nothing typed is lost). A
 * repeated submit answers the stored result.
 */
export async function saveDiagnosticTest(
  app: FastifyInstance,
  student: StudentRow,
  body: DiagnosticTestSubmission,
) {
  const test =
    app.handedOutTests.get(body.DiagnosticTestKey) ??
    (await app.repos.diagnosticTests.find(body.DiagnosticTestKey));
  if (body.StudentId !== student.id || (test && test.studentId !== student.id))
    throw new Forbidden('This test belongs to another student.');
  // An open test is dropped when the student changes grade or start point; its page
  // may still submit. 409, not 403: the student stays signed in and starts again.
  if (!test) throw replaced();
  if (!test.submittedAt) {
    const composition = test.composition;
    const { answers, totals } = scoreSubmission(
      composition,
      await questionsOf(app, composition),
      test.seed,
      body,
    );
    const newKeys = new Set(test.newModuleKeys);
    const moduleScores = [...totals].map(([moduleKey, t]) => ({
      moduleKey,
      score: t.score,
      totalScore: t.total,
      isNew: newKeys.has(moduleKey),
    }));
    const stored = await app.repos.diagnosticTests.submit(
      test.key,
      body.IdempotencyKey,
      answers,
      moduleScores,
      app.learningRecords.pending(student.id, [
        diagnosticTestSubmittedStatement(app.learningRecords.base(student.id), {
          testKey: test.key,
          moduleKeys: moduleScores.map((m) => m.moduleKey),
          moduleScores,
        }),
      ]),
    );
    // The results of this submit alone: the summary needs only this test and
    // how many came before it, not the student's whole progress.
    app.handedOutTests.delete(test.key);
    if (stored.claimed)
      return diagnosticTestSummary(
        {
          key: test.key,
          endStamp: stored.submittedAt.toISOString(),
          newModuleKeys: test.newModuleKeys,
          verifiedModuleKeys: test.verifiedModuleKeys,
          moduleScores,
        },
        stored.earlierTests + 1,
      );
  }
  // A repeated submit (or one that lost the race to store it) answers what
  // the first one stored.
  const progress = await studentProgress(app, student);
  const summary =
    progress.DiagnosticTestProgress.UserDiagnosticTestScoreSummary.find(
      (s) => s.DiagnosticTestKey === test.key,
    );
  // Not stored at all: the test was replaced while this submit was scored.
  if (!summary) throw replaced();
  return summary;
}
