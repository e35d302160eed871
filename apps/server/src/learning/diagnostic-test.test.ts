import { describe, expect, it } from 'vitest';
import type { DiagnosticTest, ModuleActivityAnswer } from '@gp/api';
import { profile, useDiagnosticApp } from '../test/diagnostic-app';

const { app, call, start, save, answersFor } = useDiagnosticApp([
  'regular-ru',
  'regular',
  'demo',
]);

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
    expect((await start('regular-ru')).statusCode).toBe(409);
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
    const res = await start('regular-ru');
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
    const again = (await start('regular-ru')).json();
    expect(again).toEqual(test);
  });

  it("refuses another student's submission for this test with 403", async () => {
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
        'regular-ru',
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

  let submitted: unknown;

  it('scores on the server, ignores client scores, and stores a doubled submit once', async () => {
    const right = new Set(['possessives', 'adverbs-of-frequency']);
    const answers = await answersFor(test, right);
    const [first, second] = await Promise.all([
      save('regular-ru', test.DiagnosticTestKey, answers, 'submit-0001'),
      save('regular-ru', test.DiagnosticTestKey, answers, 'submit-0001'),
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
    expect((await start('regular-ru')).statusCode).toBe(409);
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
