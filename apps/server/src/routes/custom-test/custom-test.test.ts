import { beforeAll, describe, expect, it } from 'vitest';
import {
  getCustomTestScores,
  getProgress,
  saveCustomTest,
  startCustomTest,
  type CustomTest,
  type CustomTestResult,
  type ModuleActivityAnswer,
  type StudentProgress,
} from '@gp/api';
import { useLessonsApp } from '../../test/lessons-app';

// DESIGN.md §3b custom test rows and Refusals, §4 Custom tests; spec 02 §4, §5, §6.
const intl = { EducationRegionKey: 'intl-singapore', CultureCode: 'en-US' };
const {
  app,
  call,
  userId,
  takeFirstTest,
  customTestAnswers: answersFor,
} = useLessonsApp(['regular-ru', 'regular', 'demo', 'expired']);
const ME = 'regular-ru';
let studied: string[];
let dtQuestions: Map<string, string[]>;

const start = (user: string, body: unknown) =>
  call(user, 'PUT', startCustomTest.path, body);
const save = (
  user: string,
  key: string,
  answers: ModuleActivityAnswer[],
  idem: string,
  studentId = userId[user],
) =>
  call(user, 'PUT', saveCustomTest.path, {
    CustomTestKey: key,
    StudentId: studentId,
    IdempotencyKey: idem,
    StudentModuleActivityAnswer: answers,
  });
const answersUrl = (key: string) => `/api/v2/CustomTest/LatestAnswers/${key}`;

beforeAll(async () => {
  // Every module of the first test below 80: each studied, none passed.
  const dt = await takeFirstTest(ME, new Set());
  studied = dt.Modules.map((m) => m.ModuleKey);
  dtQuestions = new Map(
    dt.Modules.map((m) => [
      m.ModuleKey,
      m.Activitys.flatMap((a) => a.Questions.map((q) => q.questionKey)),
    ]),
  );
  await takeFirstTest('regular', new Set(), intl);
  await takeFirstTest('demo', new Set(), intl);
  await takeFirstTest('expired', new Set(), intl);
}, 180_000);

describe('starting a custom test', () => {
  it('refuses 0 or 5 modules, a non-array body, blank, doubled and unknown keys with 400', async () => {
    for (const body of [
      [],
      [...studied, 'x', 'y', 'z'].slice(0, 5),
      { ModuleKeys: studied },
      [' '],
      [studied[0], studied[0]],
      ['no-such-module'],
    ])
      expect((await start(ME, body)).statusCode, JSON.stringify(body)).toBe(
        400,
      );
  });

  it('refuses demo and expired students with 403 InvalidIdentification (spec 02 §6)', async () => {
    for (const user of ['demo', 'expired']) {
      const res = await start(user, [studied[0]]);
      expect(res.statusCode).toBe(403);
      expect(res.json().Code).toBe('InvalidIdentification');
    }
  });

  let first: CustomTest;
  it('fills one chosen module to 4 studied ones, 8 or more questions each, without keys', async () => {
    const res = await start(ME, [studied[1]]);
    expect(res.statusCode, res.body).toBe(200);
    first = res.json();
    expect(first.CustomTestKey).toMatch(/^ct-/);
    expect(first.Modules).toHaveLength(4);
    expect(first.Modules[0]!.ModuleKey).toBe(studied[1]);
    for (const m of first.Modules) {
      expect(studied).toContain(m.ModuleKey);
      const count = m.Activitys.reduce((n, a) => n + a.Questions.length, 0);
      expect(count).toBeGreaterThanOrEqual(8);
    }
    // The same check as the diagnostic test's start (decision 002).
    expect(res.body).not.toMatch(
      /"correct"|isAnswer|correctAns|"explanation"|"pairs"/,
    );
  });

  it('asks none of the module’s latest-test questions while the bank has others', async () => {
    const bank = await app().contentCache.bank();
    for (const m of first.Modules) {
      const asked = m.Activitys.flatMap((a) =>
        a.Questions.map((q) => q.questionKey),
      );
      const before = new Set(dtQuestions.get(m.ModuleKey));
      const fresh = [...bank.values()].filter(
        (b) =>
          b.moduleKey === m.ModuleKey &&
          !b.retired &&
          !before.has(b.question.key),
      ).length;
      const repeated = asked.filter((q) => before.has(q)).length;
      expect(repeated).toBe(Math.max(0, asked.length - fresh));
    }
  });

  it('gives the same test after a reload, and a new one for another choice', async () => {
    const again = await start(ME, [studied[1]]);
    expect(again.json()).toEqual(first);
    const other = (await start(ME, [studied[2], studied[1]])).json();
    expect(other.CustomTestKey).not.toBe(first.CustomTestKey);
    // The replaced test can no longer be saved.
    expect(
      (await save(ME, first.CustomTestKey, [], 'replaced-1')).statusCode,
    ).toBe(409);
  });
});

describe('saving a custom test', () => {
  let test: CustomTest;
  let result: CustomTestResult;
  beforeAll(async () => {
    test = (await start(ME, [studied[0], studied[3]])).json();
  });

  it('refuses another student’s test or student id with 403, and answers outside the test with 400', async () => {
    const answers = await answersFor(test, new Set());
    expect(
      (await save('regular', test.CustomTestKey, answers, 'other-key-1'))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await save(
          ME,
          test.CustomTestKey,
          answers,
          'other-key-2',
          userId.regular,
        )
      ).statusCode,
    ).toBe(403);
    const foreign = [{ ...answers[0]!, ActivityKey: 'not-in-test' }];
    expect(
      (await save(ME, test.CustomTestKey, foreign, 'foreign-1')).statusCode,
    ).toBe(400);
    expect(
      (await call(ME, 'PUT', saveCustomTest.path, { CustomTestKey: 'x' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call(ME, 'GET', answersUrl(test.CustomTestKey))).statusCode,
    ).toBe(404);
  });

  it('scores on the server: the module answered well passes, the rest do not', async () => {
    const answers = await answersFor(test, new Set([studied[0]!]));
    const res = await save(ME, test.CustomTestKey, answers, 'ct-save-1');
    expect(res.statusCode, res.body).toBe(200);
    result = res.json();
    const passed = result.ModuleScores.filter((m) => m.IsPassed);
    expect(passed.map((m) => m.ModuleKey)).toEqual([studied[0]]);
    expect(result.ModuleScores).toHaveLength(4);
    expect(result.Score).toBe(
      result.ModuleScores.reduce((s, m) => s + m.Score, 0),
    );
  });

  it('stores a doubled save once and answers the same; another key is a 409', async () => {
    const answers = await answersFor(test, new Set());
    const again = await save(ME, test.CustomTestKey, answers, 'ct-save-1');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(result);
    expect(
      (await save(ME, test.CustomTestKey, answers, 'ct-save-2')).statusCode,
    ).toBe(409);
  });

  it('lists the scores per module and shows the module passed in StudentProgress', async () => {
    const scores = (await call(ME, 'GET', getCustomTestScores.path)).json();
    const mine = scores.find(
      (s: { ModuleKey: string }) => s.ModuleKey === studied[0],
    );
    expect(mine).toMatchObject({
      CustomTestKey: test.CustomTestKey,
      Scores: [
        { CustomTestKey: test.CustomTestKey, Score: expect.any(Number) },
      ],
    });
    expect(
      (await call('regular', 'GET', getCustomTestScores.path)).json(),
    ).toEqual([]);
    const progress = (
      await call(ME, 'GET', getProgress.path)
    ).json() as StudentProgress;
    const passed = progress.RemediationProgress.AlreadyPassed.map(
      (m) => m.ModuleKey,
    );
    expect(passed).toContain(studied[0]);
    expect(passed).not.toContain(studied[3]);
  });

  it('answers the reviewed questions with keys to their student only', async () => {
    const res = await call(ME, 'GET', answersUrl(test.CustomTestKey));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const asked = test.Modules.flatMap((m) =>
      m.Activitys.flatMap((a) => a.Questions),
    ).length;
    expect(body.Questions).toHaveLength(asked);
    expect(
      body.Questions.reduce(
        (s: number, q: { Score: number }) => s + q.Score,
        0,
      ),
    ).toBe(result.Score);
    expect(
      (await call('regular', 'GET', answersUrl(test.CustomTestKey))).statusCode,
    ).toBe(403);
    expect((await call(ME, 'GET', answersUrl('ct-none'))).statusCode).toBe(404);
  });
});
