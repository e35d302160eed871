import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getAvailableGrades,
  getPracticeProgress,
  saveProfile,
  startDiagnosticTest,
  type DiagnosticTest,
} from '@gp/api';
import type { Course } from '@gp/content';
import {
  bearer,
  createTestApp,
  signInAs,
  type TestApp,
} from '../test/test-app';
import { importCourse } from '../content/import-course';
import { buildCourse } from '../content/course.testdata';

/** The fixture course with every bank question's prompt marked as this course's. */
function courseMarked(marker: string): Course {
  const course = buildCourse(['alpha', 'beta']);
  for (const { module } of course.modules)
    for (const q of module.diagnostic)
      if (q.type === 'multipleSelect') q.prompt = `${marker}: ${q.prompt}`;
  return course;
}

/** Signs in `regular`, saves a grade-3 profile and starts the diagnostic test. */
async function startTest(t: TestApp): Promise<DiagnosticTest> {
  const { Token } = (await signInAs(t.app, 'regular')).body;
  const profile = await t.app.inject({
    method: saveProfile.method,
    url: saveProfile.path,
    headers: bearer(Token),
    payload: {
      Birthday: '2015-03-01',
      EducationRegionKey: 'intl-a',
      EducationGradeKey: 'grade-3',
      CultureCode: 'en-US',
    },
  });
  expect(profile.statusCode).toBe(200);
  const res = await t.app.inject({
    method: startDiagnosticTest.method,
    url: startDiagnosticTest.path,
    headers: bearer(Token),
  });
  expect(res.statusCode).toBe(200);
  return res.json<DiagnosticTest>();
}

const promptsOf = (test: DiagnosticTest) =>
  test.Modules.flatMap((m) =>
    m.Activitys.flatMap((a) =>
      a.Questions.flatMap((q) => (q.type === 'multipleSelect' ? q.prompt : [])),
    ),
  );

describe('the content cache belongs to the app (STYLE.md rule 13)', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    [first, second] = await Promise.all([createTestApp(), createTestApp()]);
    await importCourse(first.database.db, courseMarked('first'), first.app.log);
    await importCourse(
      second.database.db,
      courseMarked('second'),
      second.app.log,
    );
  }, 120_000);
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
  });

  it('gives two apps in one process the questions of their own content', async () => {
    // The first app reads its bank before the second app is asked anything.
    const a = await startTest(first);
    const b = await startTest(second);
    expect(promptsOf(a).length).toBeGreaterThan(0);
    expect(promptsOf(b).length).toBeGreaterThan(0);
    for (const p of promptsOf(a)) expect(p).toMatch(/^first: /);
    for (const p of promptsOf(b)) expect(p).toMatch(/^second: /);
  });
});

describe('a course imported into a running app (issue 11)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await importCourse(t.database.db, buildCourse(['alpha']), t.app.log);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const practiceProgress = async (token: string) =>
    t.app.inject({
      method: getPracticeProgress.method,
      url: getPracticeProgress.path,
      headers: bearer(token),
      payload: ['gamma'],
    });

  it('shows the new lessons once the content cache is told to forget', async () => {
    const { Token } = (await signInAs(t.app, 'regular')).body;
    // The lesson catalog is read (and kept) before the new module exists.
    expect((await practiceProgress(Token)).statusCode).toBe(404);
    await importCourse(
      t.database.db,
      buildCourse(['alpha', 'gamma']),
      t.app.log,
    );
    t.app.contentCache.forget();
    const res = await practiceProgress(Token);
    expect(res.statusCode).toBe(200);
    expect(
      res.json<{ Key: string; ActivityCount: number }[]>().map((l) => l.Key),
    ).toEqual(['gamma.l1', 'gamma.l2', 'gamma.l3', 'gamma.l4']);
  });

  it('answers the grade list from the cache, with a new module once told to forget', async () => {
    const { Token } = (await signInAs(t.app, 'regular')).body;
    const moduleKeys = async (regionKey = 'intl-a') => {
      const res = await t.app.inject({
        method: getAvailableGrades.method,
        url: `${getAvailableGrades.path}?regionKey=${regionKey}&cultureCode=en-US`,
        headers: bearer(Token),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res
        .json<{ Modules: { Key: string }[] }[]>()
        .flatMap((g) => g.Modules.map((m) => m.Key));
    };
    const before = await moduleKeys();
    expect(before).not.toContain('delta');
    await importCourse(
      t.database.db,
      buildCourse(['alpha', 'gamma', 'delta']),
      t.app.log,
    );
    expect(await moduleKeys()).toEqual(before);
    t.app.contentCache.forget();
    expect(await moduleKeys()).toContain('delta');
    // An unknown region is still answered 404, each time.
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({
        method: getAvailableGrades.method,
        url: `${getAvailableGrades.path}?regionKey=intl-nowhere&cultureCode=en-US`,
        headers: bearer(Token),
      });
      expect(res.statusCode).toBe(404);
    }
  });
});
