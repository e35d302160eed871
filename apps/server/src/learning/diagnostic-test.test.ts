import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCourse } from '@gp/content';
import {
  toQuestionKey,
  type ComposedModule,
  type Question,
  type QuestionKey,
} from '@gp/domain';
import type { DiagnosticTest, ModuleActivityAnswer } from '@gp/api';
import {
  bearer,
  createTestApp,
  signInAs,
  type TestApp,
} from '../test/test-app';
import { importCourse } from '../content/import-course';

let t: TestApp;
const token: Record<string, string> = {};
const userId: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  const { course } = loadCourse();
  await importCourse(t.database.db, course!, t.app.log);
  for (const u of ['regular-ru', 'demo', 'regular']) {
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

const profile = {
  Birthday: '2014-05-31',
  EducationRegionKey: 'ru-moscow',
  EducationGradeKey: 'grade-5',
  CultureCode: 'ru-RU',
};

/** Right answers for some modules, wrong or empty ones for the rest, built from the stored key. */
async function answersFor(
  user: string,
  test: DiagnosticTest,
  rightModules: Set<string>,
): Promise<ModuleActivityAnswer[]> {
  const row = (await t.app.repos.diagnosticTests.find(test.DiagnosticTestKey))!;
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

describe('profile save', () => {
  it('refuses what the form could not have sent, naming the field', async () => {
    for (const [patch, field] of [
      [{ EducationRegionKey: 'atlantis' }, 'body.EducationRegionKey'],
      // A city of another market region, an unknown language, and start points
      // the set-level cards do not offer (spec 01 §4 Set-level).
      [{ EducationRegionKey: 'cn-beijing' }, 'body.EducationRegionKey'],
      [{ CultureCode: 'xx-XX' }, 'body.CultureCode'],
      [{ StartPointGradeKey: 'grade-12' }, 'body.StartPointGradeKey'],
      [{ StartPointGradeKey: 'grade-7' }, 'body.StartPointGradeKey'],
      [{ EducationGradeKey: 'grade-12' }, 'body.EducationGradeKey'],
      [{ Birthday: '2014-02-30' }, 'body.Birthday'],
      [{ Birthday: '1900-01-01' }, 'body.Birthday'],
      [{ Birthday: 'yesterday' }, 'body.Birthday'],
    ] as const) {
      const res = await call(
        'regular-ru',
        'PUT',
        '/api/v2/StudentProfile/Save/',
        { ...profile, ...patch },
      );
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(res.json().Errors[0].Field).toBe(field);
    }
  });

  it('will not start a test before the profile is set', async () => {
    expect(
      (await call('regular-ru', 'PUT', '/api/v2/StudentDiagnosticTest/Start/'))
        .statusCode,
    ).toBe(409);
  });

  it('accepts the start points the set-level cards offer', async () => {
    // spec 01 §4 Set-level: the grade just above (Learn ahead) and any earlier one (Review) are offered.
    for (const key of ['grade-6', 'grade-3']) {
      const res = await call(
        'regular-ru',
        'PUT',
        '/api/v2/StudentProfile/Save/',
        { ...profile, StartPointGradeKey: key },
      );
      expect(res.statusCode, key).toBe(200);
    }
  });

  it('saves the profile and the start point and answers it', async () => {
    const res = await call(
      'regular-ru',
      'PUT',
      '/api/v2/StudentProfile/Save/',
      {
        ...profile,
        StartPointGradeKey: 'grade-5',
        PreferLanguageCode: 'ru-RU',
      },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ...profile,
      Birthday: '2014-05-31T00:00:00.000Z',
      StartPointGradeKey: 'grade-5',
      PreferLanguageCode: 'ru-RU',
    });
  });
});

describe('the first diagnostic test', () => {
  let test: DiagnosticTest;

  it('is first-time progress with the start grade modules as New', async () => {
    const res = await call('regular-ru', 'GET', '/api/v2/StudentProgress/');
    expect(res.statusCode).toBe(200);
    const p = res.json();
    expect(p.IsFirstTime).toBe(true);
    // Russia's map puts these five modules in grade 5.
    expect(p.DiagnosticTestProgress.NextDiagnosticTest).toEqual({
      New: [
        'possessives',
        'countable-and-uncountable',
        'adverbs-of-frequency',
        'past-simple-regular',
        'past-simple-irregular',
      ],
      NeedToBeVerified: [],
    });
  });

  it('starts with about 100 questions, 10 to 25 a module, and no answer keys', async () => {
    const res = await call(
      'regular-ru',
      'PUT',
      '/api/v2/StudentDiagnosticTest/Start/',
    );
    expect(res.statusCode).toBe(200);
    test = res.json();
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
    const again = (
      await call('regular-ru', 'PUT', '/api/v2/StudentDiagnosticTest/Start/')
    ).json();
    expect(again).toEqual(test);
  });

  it("refuses another student's submission for this test with 403", async () => {
    const res = await call(
      'regular',
      'PUT',
      '/api/v2/StudentDiagnosticTest/Save/',
      {
        DiagnosticTestKey: test.DiagnosticTestKey,
        StudentId: userId.regular,
        IdempotencyKey: 'other-student-1',
        StudentModuleActivityAnswer: [],
      },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().Code).toBe('InvalidIdentification');
  });

  it('answers 400 for a malformed submission and stores nothing', async () => {
    const answers = await answersFor('regular-ru', test, new Set());
    const bad = [
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
    ] as const;
    for (const [first, field] of bad) {
      const res = await call(
        'regular-ru',
        'PUT',
        '/api/v2/StudentDiagnosticTest/Save/',
        {
          DiagnosticTestKey: test.DiagnosticTestKey,
          StudentId: userId['regular-ru'],
          IdempotencyKey: 'bad-submission',
          StudentModuleActivityAnswer: [first, ...answers.slice(1)],
        },
      );
      expect(res.statusCode, field).toBe(400);
      expect(res.json().Errors[0].Field).toBe(field);
    }
    expect(
      (await t.app.repos.diagnosticTests.find(test.DiagnosticTestKey))!
        .submittedAt,
    ).toBeNull();
  });

  let submitted: unknown;

  it('scores on the server, ignores client scores, and stores a doubled submit once', async () => {
    const right = new Set(['possessives', 'adverbs-of-frequency']);
    const payload = {
      DiagnosticTestKey: test.DiagnosticTestKey,
      StudentId: userId['regular-ru'],
      IdempotencyKey: 'submit-0001',
      StudentModuleActivityAnswer: await answersFor('regular-ru', test, right),
    };
    const [first, second] = await Promise.all([
      call('regular-ru', 'PUT', '/api/v2/StudentDiagnosticTest/Save/', payload),
      call('regular-ru', 'PUT', '/api/v2/StudentDiagnosticTest/Save/', payload),
    ]);
    expect(first.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    const summary = first.json();
    submitted = summary;
    const byModule = Object.fromEntries(
      summary.ModuleScores.map(
        (m: {
          ModuleKey: string;
          DisplayedScore: number;
          IsPassed: boolean;
        }) => [m.ModuleKey, m],
      ),
    );
    expect(byModule.possessives).toMatchObject({
      DisplayedScore: 100,
      IsPassed: true,
      IsNew: true,
    });
    expect(byModule['past-simple-regular']).toMatchObject({
      DisplayedScore: 0,
      IsPassed: false,
    });
    expect(summary).toMatchObject({
      Ordinal: 1,
      PassedCount: 2,
      RecommendedCount: 3,
    });
    const stored = await t.app.repos.diagnosticTests.answers(
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
    const p = (
      await call('regular-ru', 'GET', '/api/v2/StudentProgress/')
    ).json();
    expect(p.IsFirstTime).toBe(false);
    expect(p.DiagnosticTestProgress.DiagnosticTestNumber).toBe(1);
    // The submit answered the same summary the progress computes from history.
    expect(p.DiagnosticTestProgress.UserDiagnosticTestScoreSummary).toEqual([
      submitted,
    ]);
    expect(
      p.RemediationProgress.Recommended.map(
        (m: { ModuleKey: string }) => m.ModuleKey,
      ),
    ).toEqual([
      'countable-and-uncountable',
      'past-simple-regular',
      'past-simple-irregular',
    ]);
    expect(
      p.RemediationProgress.AlreadyPassed.map(
        (m: { ModuleKey: string }) => m.ModuleKey,
      ),
    ).toEqual(['possessives', 'adverbs-of-frequency']);
    expect(p.RemediationProgress.Recommended[0].Lessons).toHaveLength(4);
    expect(
      (await call('regular-ru', 'PUT', '/api/v2/StudentDiagnosticTest/Start/'))
        .statusCode,
    ).toBe(409);
  });

  it('gives the mistakes review with keys only after submission, whole test or one module', async () => {
    const last = await call(
      'regular-ru',
      'GET',
      '/api/v2/StudentDiagnosticTest/Last/',
    );
    expect(last.statusCode).toBe(200);
    expect(last.json().Questions.length).toBeGreaterThanOrEqual(95);
    const one = (
      await call(
        'regular-ru',
        'GET',
        '/api/v2/StudentDiagnosticTest/ModuleLatest/?moduleKey=past-simple-regular',
      )
    ).json();
    expect(
      new Set(one.Questions.map((q: { ModuleKey: string }) => q.ModuleKey)),
    ).toEqual(new Set(['past-simple-regular']));
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

describe('authority', () => {
  it('lets a demo student take one diagnostic test and refuses a second with 403', async () => {
    await call('demo', 'PUT', '/api/v2/StudentProfile/Save/', {
      ...profile,
      EducationRegionKey: 'intl-singapore',
      CultureCode: 'en-US',
      StartPointGradeKey: 'grade-3',
    });
    const test = (
      await call('demo', 'PUT', '/api/v2/StudentDiagnosticTest/Start/')
    ).json() as DiagnosticTest;
    const res = await call(
      'demo',
      'PUT',
      '/api/v2/StudentDiagnosticTest/Save/',
      {
        DiagnosticTestKey: test.DiagnosticTestKey,
        StudentId: userId.demo,
        IdempotencyKey: 'demo-submit-1',
        StudentModuleActivityAnswer: await answersFor('demo', test, new Set()),
      },
    );
    expect(res.statusCode).toBe(200);
    const second = await call(
      'demo',
      'PUT',
      '/api/v2/StudentDiagnosticTest/Start/',
    );
    expect(second.statusCode).toBe(403);
    expect(second.json().Code).toBe('InvalidIdentification');
  });

  it('gives a new test when the student switched grade after starting one, and the same test otherwise', async () => {
    const base = {
      ...profile,
      EducationRegionKey: 'intl-singapore',
      CultureCode: 'en-US',
    };
    await call('regular', 'PUT', '/api/v2/StudentProfile/Save/', {
      ...base,
      StartPointGradeKey: 'grade-4',
    });
    const first = (
      await call('regular', 'PUT', '/api/v2/StudentDiagnosticTest/Start/')
    ).json() as DiagnosticTest;
    expect(first.Modules.map((m) => m.ModuleKey)).toContain('present-simple');
    await call('regular', 'PUT', '/api/v2/StudentProfile/Save/', {
      ...base,
      StartPointGradeKey: 'grade-6',
    });
    const second = (
      await call('regular', 'PUT', '/api/v2/StudentDiagnosticTest/Start/')
    ).json() as DiagnosticTest;
    expect(second.DiagnosticTestKey).not.toBe(first.DiagnosticTestKey);
    expect(second.Modules.map((m) => m.ModuleKey)).toContain('going-to');
    const again = (
      await call('regular', 'PUT', '/api/v2/StudentDiagnosticTest/Start/')
    ).json() as DiagnosticTest;
    expect(again.DiagnosticTestKey).toBe(second.DiagnosticTestKey);
    // The replaced test's page may still submit: 409 keeps the student signed in.
    const stale = await call(
      'regular',
      'PUT',
      '/api/v2/StudentDiagnosticTest/Save/',
      {
        DiagnosticTestKey: first.DiagnosticTestKey,
        StudentId: userId.regular,
        IdempotencyKey: 'replaced-test-1',
        StudentModuleActivityAnswer: [],
      },
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().Code).toBe('Conflict');
  });

  it('records tracking events and refuses an unknown track type', async () => {
    const ok = await call('regular', 'POST', '/api/v2/Tracking/', {
      Events: [{ TrackType: 'StartDT', LocalStamp: new Date().toISOString() }],
    });
    expect(ok.statusCode).toBe(200);
    const bad = await call('regular', 'POST', '/api/v2/Tracking/', {
      Events: [{ TrackType: 'Nope', LocalStamp: 'x' }],
    });
    expect(bad.statusCode).toBe(400);
  });
});
