import { describe, expect, it } from 'vitest';
import type { DiagnosticTest, StudentProgress } from '@gp/api';
import { useLessonsApp } from '../../test/lessons-app';

// The loop of issue 11 (DESIGN.md §4 Learning path): diagnostic test ->
// recommended module -> its 4 lessons' quizzes -> the next test re-tests it.
const jakarta = { EducationRegionKey: 'id-jakarta', CultureCode: 'id-ID' };
const { call, start, save, answersFor, takeFirstTest, lessonOf, passQuiz } =
  useLessonsApp(['regular-id']);

const progress = async () =>
  (
    await call('regular-id', 'GET', '/api/v2/StudentProgress/')
  ).json() as StudentProgress;

describe('from a diagnostic test through a module to the next test', () => {
  let studied: string;

  it('recommends the one module the first test failed', async () => {
    const before = await call(
      'regular-id',
      'PUT',
      '/api/v2/StudentProfile/Save/',
      {
        Birthday: '2014-05-31',
        EducationGradeKey: 'grade-5',
        StartPointGradeKey: 'grade-5',
        ...jakarta,
      },
    );
    expect(before.statusCode).toBe(200);
    const modules = (await progress()).DiagnosticTestProgress.NextDiagnosticTest
      .New;
    studied = modules[0]!;
    await takeFirstTest('regular-id', new Set(modules.slice(1)), jakarta);
    const p = await progress();
    expect(p.RemediationProgress.Recommended.map((m) => m.ModuleKey)).toEqual([
      studied,
    ]);
    // Lessons not done: the next test is not open yet.
    expect((await start('regular-id')).statusCode).toBe(409);
  }, 60_000);

  it('marks the module done once its 4 quizzes are saved, and re-tests it next', async () => {
    for (const sequence of [1, 2, 3, 4]) {
      const lesson = await lessonOf('regular-id', studied, sequence);
      const result = await passQuiz(
        'regular-id',
        studied,
        lesson.LessonKey,
        sequence !== 2,
      );
      expect(result.IsModuleDone).toBe(sequence === 4);
    }
    const p = await progress();
    const module = p.RemediationProgress.Recommended.find(
      (m) => m.ModuleKey === studied,
    )!;
    expect(
      module.Lessons.every((l) => l.TotalScore > 0 && l.StudentScore !== null),
    ).toBe(true);
    expect(
      p.DiagnosticTestProgress.NextDiagnosticTest.NeedToBeVerified,
    ).toEqual([studied]);
    const res = await start('regular-id');
    expect(res.statusCode, res.body).toBe(200);
    const next = res.json() as DiagnosticTest;
    expect(next.Modules.map((m) => m.ModuleKey)).toContain(studied);

    // Passed in the second test: it leaves the recommended list.
    const answers = await answersFor(
      next,
      new Set(next.Modules.map((m) => m.ModuleKey)),
    );
    expect(
      (
        await save(
          'regular-id',
          next.DiagnosticTestKey,
          answers,
          'dt-regular-id-2',
        )
      ).statusCode,
    ).toBe(200);
    const after = await progress();
    expect(
      after.RemediationProgress.Recommended.map((m) => m.ModuleKey),
    ).not.toContain(studied);
    expect(
      after.RemediationProgress.AlreadyPassed.map((m) => m.ModuleKey),
    ).toContain(studied);
  }, 60_000);
});
