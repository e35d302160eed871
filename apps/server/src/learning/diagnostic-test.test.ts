import { describe, expect, it } from 'vitest';
import type { DiagnosticTest, ModuleActivityAnswer } from '@gp/api';
import { profile, useDiagnosticApp } from '../test/diagnostic-app';
import { testCourse } from '../test/test-database';

const { app, call, start, save, answersFor, enrol } = useDiagnosticApp([
  'regular',
  'demo',
]);

/** The modules the course's Russian map puts in the profile's grade 5, in course order. */
function grade5Modules(): string[] {
  const { curriculum } = testCourse();
  return curriculum.maps[curriculum.regions['2']!]!['5']!;
}

/** A new Russian student with the profile saved at grade 5. */
async function studentWithProfile(): Promise<string> {
  const user = await enrol();
  const res = await call(user, 'PUT', '/api/v2/StudentProfile/Save/', {
    ...profile,
    StartPointGradeKey: 'grade-5',
  });
  expect(res.statusCode).toBe(200);
  return user;
}

/** A student with a started test. */
async function studentWithTest() {
  const user = await studentWithProfile();
  const res = await start(user);
  expect(res.statusCode).toBe(200);
  return { user, test: res.json() as DiagnosticTest };
}

/** A student who submitted the first test right in the 1st and 3rd modules of the grade. */
async function studentWithSubmittedTest() {
  const { user, test } = await studentWithTest();
  const grade = grade5Modules();
  const right = new Set([grade[0]!, grade[2]!]);
  const res = await save(
    user,
    test.DiagnosticTestKey,
    await answersFor(test, right),
    `submit-${user}`,
  );
  expect(res.statusCode).toBe(200);
  return {
    user,
    test,
    summary: res.json(),
    passed: grade.filter((m) => right.has(m)),
    recommended: grade.filter((m) => !right.has(m)),
  };
}

describe('the first diagnostic test', () => {
  it('will not start a test before the profile is set', async () => {
    expect((await start(await enrol())).statusCode).toBe(409);
  });

  it('is first-time progress with the start grade modules as New', async () => {
    const user = await studentWithProfile();
    const res = await call(user, 'GET', '/api/v2/StudentProgress/');
    expect(res.statusCode).toBe(200);
    const p = res.json();
    expect(p.IsFirstTime).toBe(true);
    expect(p.DiagnosticTestProgress.NextDiagnosticTest).toEqual({
      New: grade5Modules(),
      NeedToBeVerified: [],
    });
  });

  it('starts with about 100 questions, 10 to 25 a module, and no answer keys', async () => {
    const user = await studentWithProfile();
    const res = await start(user);
    expect(res.statusCode).toBe(200);
    const test: DiagnosticTest = res.json();
    expect(test.Modules.map((m) => m.ModuleKey).sort()).toEqual(
      grade5Modules().sort(),
    );
    const perModule = test.Modules.map((m) =>
      m.Activitys.reduce((n, a) => n + a.Questions.length, 0),
    );
    expect(perModule.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(95);
    for (const n of perModule) expect(n).toBeGreaterThanOrEqual(10);
    for (const n of perModule) expect(n).toBeLessThanOrEqual(25);
    expect(res.body).not.toMatch(
      /"correct"|isAnswer|correctAns|"explanation"|"pairs"/,
    );
  });

  it('answers the same test again after a reload', async () => {
    const { user, test } = await studentWithTest();
    const again = (await start(user)).json();
    expect(again).toEqual(test);
  });

  it("refuses another student's submission for this test with 403", async () => {
    const { test } = await studentWithTest();
    const res = await save(
      'regular',
      test.DiagnosticTestKey,
      [],
      'other-student-1',
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().Code).toBe('InvalidIdentification');
  });

  it('answers 400 for a malformed submission and stores nothing', async () => {
    const { user, test } = await studentWithTest();
    const answers = await answersFor(test, new Set());
    const bad: [ModuleActivityAnswer, string][] = [
      [
        { ...answers[0]!, ActivityKey: 'nope' },
        'body.StudentModuleActivityAnswer.0.ActivityKey',
      ],
      [
        {
          ...answers[0]!,
          TemplateType:
            answers[0]!.TemplateType === 'gapFillDt'
              ? 'matchTextToText'
              : 'gapFillDt',
        },
        'body.StudentModuleActivityAnswer.0.TemplateType',
      ],
      [
        {
          ...answers[0]!,
          QuestionAnswer: [
            { ...answers[0]!.QuestionAnswer[0]!, Response: { selected: [9] } },
          ],
        },
        'body.StudentModuleActivityAnswer.0.QuestionAnswer.0.Response',
      ],
    ];
    for (const [first, field] of bad) {
      const res = await save(
        user,
        test.DiagnosticTestKey,
        [first, ...answers.slice(1)],
        'bad-submission',
      );
      expect(res.statusCode, field).toBe(400);
      expect(res.json().Errors[0].Field).toBe(field);
    }
    expect(
      (await app().repos.diagnosticTests.find(test.DiagnosticTestKey))!
        .submittedAt,
    ).toBeNull();
  });

  it('scores on the server, ignores client scores, and stores a doubled submit once', async () => {
    const { user, test } = await studentWithTest();
    const grade = grade5Modules();
    const answers = await answersFor(test, new Set([grade[0]!, grade[2]!]));
    const [first, second] = await Promise.all([
      save(user, test.DiagnosticTestKey, answers, 'submit-0001'),
      save(user, test.DiagnosticTestKey, answers, 'submit-0001'),
    ]);
    expect(first.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    const summary = first.json();
    const byModule = Object.fromEntries(
      summary.ModuleScores.map(
        (m: {
          ModuleKey: string;
          DisplayedScore: number;
          IsPassed: boolean;
        }) => [m.ModuleKey, m],
      ),
    );
    expect(byModule[grade[0]!]).toMatchObject({
      DisplayedScore: 100,
      IsPassed: true,
      IsNew: true,
    });
    expect(byModule[grade[1]!]).toMatchObject({
      DisplayedScore: 0,
      IsPassed: false,
    });
    expect(summary).toMatchObject({
      Ordinal: 1,
      PassedCount: 2,
      RecommendedCount: grade.length - 2,
    });
    const stored = await app().repos.diagnosticTests.answers(
      test.DiagnosticTestKey,
    );
    expect(stored.length).toBe(
      test.Modules.reduce(
        (n, m) => n + m.Activitys.reduce((k, a) => k + a.Questions.length, 0),
        0,
      ),
    );
  });

  it('updates progress: recommended and passed modules, next test locked until lessons are done', async () => {
    const { user, summary, passed, recommended } =
      await studentWithSubmittedTest();
    const p = (await call(user, 'GET', '/api/v2/StudentProgress/')).json();
    expect(p.IsFirstTime).toBe(false);
    expect(p.DiagnosticTestProgress.DiagnosticTestNumber).toBe(1);
    // The submit answered the same summary the progress computes from history.
    expect(p.DiagnosticTestProgress.UserDiagnosticTestScoreSummary).toEqual([
      summary,
    ]);
    expect(
      p.RemediationProgress.Recommended.map(
        (m: { ModuleKey: string }) => m.ModuleKey,
      ),
    ).toEqual(recommended);
    expect(
      p.RemediationProgress.AlreadyPassed.map(
        (m: { ModuleKey: string }) => m.ModuleKey,
      ),
    ).toEqual(passed);
    expect(p.RemediationProgress.Recommended[0].Lessons).toHaveLength(4);
    expect((await start(user)).statusCode).toBe(409);
  });

  it('gives the mistakes review with keys only after submission, whole test or one module', async () => {
    const { user, recommended } = await studentWithSubmittedTest();
    const last = await call(user, 'GET', '/api/v2/StudentDiagnosticTest/Last/');
    expect(last.statusCode).toBe(200);
    expect(last.json().Questions.length).toBeGreaterThanOrEqual(95);
    // A module answered wrong that has a gap fill in its review.
    const moduleKey = last
      .json()
      .Questions.find(
        (q: { ModuleKey: string; Review: { type: string } }) =>
          recommended.includes(q.ModuleKey) && q.Review.type === 'gapFill',
      ).ModuleKey as string;
    const one = (
      await call(
        user,
        'GET',
        `/api/v2/StudentDiagnosticTest/ModuleLatest/?moduleKey=${moduleKey}`,
      )
    ).json();
    expect(
      new Set(one.Questions.map((q: { ModuleKey: string }) => q.ModuleKey)),
    ).toEqual(new Set([moduleKey]));
    const wrongGap = one.Questions.find(
      (q: { Review: { type: string } }) => q.Review.type === 'gapFill',
    );
    expect(
      wrongGap.Review.items.find((i: { isGap: boolean }) => i.isGap),
    ).toMatchObject({ inputValue: 'zzz', isCorrect: false });
    expect(
      (await call('demo', 'GET', '/api/v2/StudentDiagnosticTest/Last/'))
        .statusCode,
    ).toBe(404);
  });
});
