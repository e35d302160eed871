import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ONE_QUESTION, studentIdOf } from '../../test/repository-helpers';
import {
  customTestModuleScores,
  customTests,
  diagnosticModuleScores,
  diagnosticTests,
  lessonStarts,
  studentProfiles,
} from '../schema';
import { studentHistoryRepository } from './student-history';

// The learning path's reads of one student in one statement (issue 16): the
// same rows, order and types the six reads it replaced answered.

let t: TestApp;
const idOf = (userName: string) => studentIdOf(t.database.db, userName);
const composition = ONE_QUESTION;
const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

describe('studentHistoryRepository.read', () => {
  it('answers a student with nothing stored: no profile and empty lists', async () => {
    const record = await studentHistoryRepository(t.database.db).read(
      await idOf('regular-id'),
    );
    expect(record).toEqual({
      profile: undefined,
      tests: [],
      quizzes: [],
      customTests: [],
    });
  });

  it("answers the profile, the submitted tests oldest first with their scores, each lesson's latest quiz and the custom tests, and nothing of another student", async () => {
    const db = t.database.db;
    const me = await idOf('regular-cn');
    const other = await idOf('regular-ru');
    await db.insert(studentProfiles).values({
      studentId: me,
      birthday: '2014-05-06',
      educationRegionKey: 'intl-singapore',
      educationGradeKey: 'g5',
      cultureCode: 'zh-CN',
      updatedAt: at('2026-01-02T03:04:05.678Z'),
    });
    const test = (
      key: string,
      studentId: string,
      submitted: string | null,
    ) => ({
      key,
      studentId,
      seed: key,
      composition,
      newModuleKeys: ['M1'],
      verifiedModuleKeys: [],
      startedAt: at('2026-01-01T00:00:00Z'),
      submittedAt: submitted ? at(submitted) : null,
      idempotencyKey: submitted ? `idem-${key}` : null,
    });
    await db
      .insert(diagnosticTests)
      .values([
        test('dt-later', me, '2026-03-01T10:00:00.123Z'),
        test('dt-first', me, '2026-02-01T10:00:00Z'),
        test('dt-open', me, null),
        test('dt-other', other, '2026-02-15T10:00:00Z'),
      ]);
    const score = (testKey: string, studentId: string, s: number) => ({
      testKey,
      studentId,
      moduleKey: 'M1',
      score: s,
      totalScore: 10,
      isNew: true,
    });
    await db
      .insert(diagnosticModuleScores)
      .values([
        score('dt-first', me, 4),
        score('dt-later', me, 9),
        score('dt-other', other, 1),
      ]);
    const quiz = (key: string, lessonKey: string, s: number, when: string) => ({
      key,
      studentId: me,
      moduleKey: 'M1',
      lessonKey,
      part: 'quiz' as const,
      submittedAt: at(when),
      score: s,
      totalScore: 5,
    });
    await db.insert(lessonStarts).values([
      quiz('q-old', 'L1', 2, '2026-02-02T00:00:00Z'),
      quiz('q-new', 'L1', 5, '2026-02-03T00:00:00Z'),
      quiz('q-l2', 'L2', 3, '2026-02-04T00:00:00Z'),
      {
        ...quiz('q-open', 'L3', 0, '2026-02-05T00:00:00Z'),
        submittedAt: null,
      },
    ]);
    await db.insert(customTests).values([
      {
        key: 'ct-1',
        studentId: me,
        seed: 's',
        composition,
        chosenSet: 'M1',
        submittedAt: at('2026-02-10T00:00:00Z'),
        answers: [],
      },
    ]);
    await db.insert(customTestModuleScores).values([
      {
        testKey: 'ct-1',
        studentId: me,
        moduleKey: 'M1',
        score: 7,
        totalScore: 8,
      },
    ]);

    const record = await studentHistoryRepository(db).read(me);
    expect(record.profile).toEqual(
      (
        await db
          .select()
          .from(studentProfiles)
          .where(eq(studentProfiles.studentId, me))
      )[0],
    );
    expect(record.tests.map((x) => x.test.key)).toEqual([
      'dt-first',
      'dt-later',
    ]);
    expect(record.tests[1]!.test).toEqual(
      (
        await db
          .select()
          .from(diagnosticTests)
          .where(eq(diagnosticTests.key, 'dt-later'))
      )[0],
    );
    expect(record.tests.map((x) => x.scores.map((s) => s.score))).toEqual([
      [4],
      [9],
    ]);
    expect(record.tests[0]!.scores[0]).toEqual(score('dt-first', me, 4));
    expect(
      [...record.quizzes].sort((a, b) =>
        a.lessonKey.localeCompare(b.lessonKey),
      ),
    ).toEqual([
      { moduleKey: 'M1', lessonKey: 'L1', score: 5, totalScore: 5 },
      { moduleKey: 'M1', lessonKey: 'L2', score: 3, totalScore: 5 },
    ]);
    expect(record.customTests).toEqual([
      {
        key: 'ct-1',
        endStamp: '2026-02-10T00:00:00.000Z',
        composition,
        moduleScores: [{ moduleKey: 'M1', score: 7, totalScore: 8 }],
      },
    ]);
  });
});
