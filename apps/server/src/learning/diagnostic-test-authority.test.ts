import { describe, expect, it } from 'vitest';
import type { DiagnosticTest } from '@gp/api';
import { profile, useDiagnosticApp } from '../test/diagnostic-app';

const { app, call, userId, answersFor } = useDiagnosticApp(['demo', 'regular']);

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
        StudentModuleActivityAnswer: await answersFor(test, new Set()),
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

  it('answers 409 when another instance replaced the test this one handed out', async () => {
    const test = (
      await call('regular', 'PUT', '/api/v2/StudentDiagnosticTest/Start/')
    ).json() as DiagnosticTest;
    const answers = await answersFor(test, new Set());
    // Straight to the database, as another instance would: this one still
    // remembers the test as open.
    await app().repos.diagnosticTests.dropOpen(test.DiagnosticTestKey);
    const res = await call(
      'regular',
      'PUT',
      '/api/v2/StudentDiagnosticTest/Save/',
      {
        DiagnosticTestKey: test.DiagnosticTestKey,
        StudentId: userId.regular,
        IdempotencyKey: 'replaced-elsewhere-1',
        StudentModuleActivityAnswer: answers,
      },
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
