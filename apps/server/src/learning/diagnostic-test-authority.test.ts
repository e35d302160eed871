import { describe, expect, it } from 'vitest';
import type { DiagnosticTest } from '@gp/api';
import { profile, useDiagnosticApp } from '../test/diagnostic-app';
import { testCourse } from '../test/test-database';

const { app, call, start, save, answersFor, enrol } = useDiagnosticApp([
  'demo',
  'regular',
]);

/** The modules of a grade in the course's default English map, sorted. */
function defaultMapGrade(grade: string): string[] {
  const { curriculum } = testCourse();
  return [...curriculum.maps[curriculum.regions['0']!]![grade]!].sort();
}
const moduleKeys = (t: DiagnosticTest) =>
  t.Modules.map((m) => m.ModuleKey).sort();

describe('authority', () => {
  it('lets a demo student take one diagnostic test and refuses a second with 403', async () => {
    await call('demo', 'PUT', '/api/v2/StudentProfile/Save/', {
      ...profile,
      EducationRegionKey: 'intl-singapore',
      CultureCode: 'en-US',
      StartPointGradeKey: 'grade-3',
    });
    const test = (await start('demo')).json() as DiagnosticTest;
    const res = await save(
      'demo',
      test.DiagnosticTestKey,
      await answersFor(test, new Set()),
      'demo-submit-1',
    );
    expect(res.statusCode).toBe(200);
    const second = await start('demo');
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
    const first = (await start('regular')).json() as DiagnosticTest;
    expect(moduleKeys(first)).toEqual(defaultMapGrade('4'));
    await call('regular', 'PUT', '/api/v2/StudentProfile/Save/', {
      ...base,
      StartPointGradeKey: 'grade-6',
    });
    const second = (await start('regular')).json() as DiagnosticTest;
    expect(second.DiagnosticTestKey).not.toBe(first.DiagnosticTestKey);
    expect(moduleKeys(second)).toEqual(defaultMapGrade('6'));
    const again = (await start('regular')).json() as DiagnosticTest;
    expect(again.DiagnosticTestKey).toBe(second.DiagnosticTestKey);
    // The replaced test's page may still submit: 409 keeps the student signed in.
    const stale = await save(
      'regular',
      first.DiagnosticTestKey,
      [],
      'replaced-test-1',
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().Code).toBe('Conflict');
  });

  it('answers 409 when another instance replaced the test this one handed out', async () => {
    const user = await enrol(0);
    await call(user, 'PUT', '/api/v2/StudentProfile/Save/', {
      ...profile,
      EducationRegionKey: 'intl-singapore',
      CultureCode: 'en-US',
      StartPointGradeKey: 'grade-4',
    });
    const test = (await start(user)).json() as DiagnosticTest;
    const answers = await answersFor(test, new Set());
    // Straight to the database, as another instance would: this one still
    // remembers the test as open.
    await app().repos.diagnosticTests.dropOpen(test.DiagnosticTestKey);
    const res = await save(
      user,
      test.DiagnosticTestKey,
      answers,
      'replaced-elsewhere-1',
    );
    expect(res.statusCode).toBe(409);
    expect(
      await app().repos.diagnosticTests.answers(test.DiagnosticTestKey),
    ).toEqual([]);
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
