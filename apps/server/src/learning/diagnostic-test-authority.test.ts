import { describe, expect, it } from 'vitest';
import type { DiagnosticTest } from '@gp/api';
import { eq } from 'drizzle-orm';
import { profile, useDiagnosticApp } from '../test/diagnostic-app';
import { trackingEvents } from '../db/schema';
import { testCourse } from '../test/test-database';

const { app, db, call, start, save, answersFor, enrol, userId } =
  useDiagnosticApp(['demo', 'regular']);

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
    const user = await enrol();
    const stored = () =>
      db()
        .select()
        .from(trackingEvents)
        .where(eq(trackingEvents.studentId, userId[user]!));
    const stamp = new Date().toISOString();
    const ok = await call(user, 'POST', '/api/v2/Tracking/', {
      Events: [
        { TrackType: 'StartDT', LocalStamp: stamp },
        {
          TrackType: 'PageEnd',
          Page: 'dt_intro',
          DurationMs: 1500.4,
          LocalStamp: stamp,
        },
      ],
    });
    expect(ok.statusCode).toBe(200);
    expect(
      (await stored()).map((e) => [
        e.trackType,
        e.page,
        e.durationMs,
        e.localStamp,
      ]),
    ).toEqual([
      ['StartDT', null, null, stamp],
      ['PageEnd', 'dt_intro', 1500, stamp],
    ]);
    const bad = await call(user, 'POST', '/api/v2/Tracking/', {
      Events: [{ TrackType: 'Nope', LocalStamp: 'x' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Errors[0].Field).toBe('body.Events.0.TrackType');
    expect(await stored()).toHaveLength(2);
  });
});
