/**
 * The API under test for the diagnostic-test suites: a test app with the
 * course imported, some demo students signed in, and answers built from the
 * stored answer key.
 */
import { afterAll, beforeAll } from 'vitest';
import {
  toQuestionKey,
  type ComposedModule,
  type Question,
  type QuestionKey,
} from '@gp/domain';
import {
  saveDiagnosticTest,
  startDiagnosticTest,
  type DiagnosticTest,
  type ModuleActivityAnswer,
} from '@gp/api';
import { bearer, createTestApp, signInAs, type TestApp } from './test-app';
import { DEMO_PASSWORD } from '../db/seed';
import { hashPassword } from '../lib/passwords';

/** A profile the form could send (Moscow, grade 5, Russian). */
export const profile = {
  Birthday: '2014-05-31',
  EducationRegionKey: 'ru-moscow',
  EducationGradeKey: 'grade-5',
  CultureCode: 'ru-RU',
};

/** Registers the app's set-up and tear-down for the calling test file. */
export function useDiagnosticApp(users: string[]) {
  let t: TestApp;
  const token: Record<string, string> = {};
  const userId: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp({}, 'course');
    for (const u of users) {
      const { body } = await signInAs(t.app, u);
      token[u] = body.Token;
      userId[u] = body.UserInfo.UserId;
    }
  }, 120_000);
  afterAll(() => t.close());

  const call = (
    user: string,
    method: 'GET' | 'PUT' | 'POST',
    url: string,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url,
      headers: bearer(token[user]!),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  /** Right answers for some modules, wrong or empty ones for the rest, built from the stored key. */
  async function answersFor(
    test: DiagnosticTest,
    rightModules: Set<string>,
  ): Promise<ModuleActivityAnswer[]> {
    const row = (await t.app.repos.diagnosticTests.find(
      test.DiagnosticTestKey,
    ))!;
    const items = await t.app.repos.course.itemsByKey(
      (row.composition as ComposedModule[]).flatMap((m) =>
        m.questionKeys.map((q) => `${m.moduleKey}.${q}`),
      ),
    );
    const questionOf = (m: string, q: string) =>
      items.find((i) => i.key === `${m}.${q}`)!.question as Question;
    const right = (key: QuestionKey) =>
      key.type === 'multipleSelect'
        ? { selected: key.correct }
        : key.type === 'gapFill'
          ? { answers: key.gaps.map((g) => g[0]!) }
          : { links: key.answers };
    const wrong = (key: QuestionKey) =>
      key.type === 'multipleSelect'
        ? { selected: [] }
        : key.type === 'gapFill'
          ? { answers: key.gaps.map(() => 'zzz') }
          : { links: key.answers.map(() => null) };
    return test.Modules.flatMap((m) =>
      m.Activitys.map((a) => ({
        ModuleKey: m.ModuleKey,
        ActivityKey: a.Key,
        TemplateType: a.Type,
        QuestionAnswer: a.Questions.map((q) => {
          const key = toQuestionKey(
            questionOf(m.ModuleKey, q.questionKey),
            row.seed,
          );
          return {
            QuestionKey: q.questionKey,
            Response: rightModules.has(m.ModuleKey) ? right(key) : wrong(key),
            Duration: 4000,
          };
        }),
      })),
    );
  }

  /** PUT StudentDiagnosticTest/Start as `user`. */
  const start = (user: string) => call(user, 'PUT', startDiagnosticTest.path);

  /**
   * A new regular student of the given market region (Russia by default),
   * signed in: a test that enrols its own student needs no earlier test.
   * Every student gets the same password hash, made once per file (an
   * argon2 hash costs as much as a sign-in).
   */
  let enrolled = 0;
  let passwordHash: Promise<string> | undefined;
  async function enrol(marketRegion = 2): Promise<string> {
    const userName = `student-${++enrolled}`;
    const day = 24 * 3600 * 1000;
    passwordHash ??= hashPassword(DEMO_PASSWORD);
    await t.app.repos.students.insertMany([
      {
        userName,
        englishFirstName: 'Sam',
        marketRegion,
        status: 1,
        passwordHash: await passwordHash,
        startTime: new Date(Date.now() - day),
        expireTime: new Date(Date.now() + 365 * day),
      },
    ]);
    const { body } = await signInAs(t.app, userName);
    token[userName] = body.Token;
    userId[userName] = body.UserInfo.UserId;
    return userName;
  }

  /** PUT StudentDiagnosticTest/Save as `user`, for their own student id. */
  const save = (
    user: string,
    testKey: string,
    answers: ModuleActivityAnswer[],
    idempotencyKey: string,
  ) =>
    call(user, 'PUT', saveDiagnosticTest.path, {
      DiagnosticTestKey: testKey,
      StudentId: userId[user],
      IdempotencyKey: idempotencyKey,
      StudentModuleActivityAnswer: answers,
    });

  return {
    app: () => t.app,
    db: () => t.database.db,
    call,
    start,
    save,
    userId,
    answersFor,
    enrol,
  };
}
