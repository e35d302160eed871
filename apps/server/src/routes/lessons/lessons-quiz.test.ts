import { beforeAll, describe, expect, it } from 'vitest';
import { useLessonsApp } from '../../test/lessons-app';

// The first module the test recommends (all of grade 5 fail).
let M: string;
const {
  call,
  takeFirstTest,
  remediation,
  lessonOf,
  activities,
  startPart,
  savePart,
  quizAnswers,
} = useLessonsApp(['regular-ru', 'regular']);

let lesson1: { LessonKey: string; ActivityKeys: string[] };
let lesson2: { LessonKey: string };

beforeAll(async () => {
  // Every grade 5 module below 80: all five recommended.
  await takeFirstTest('regular-ru', new Set());
  M = (await remediation('regular-ru')).Recommended[0]!.ModuleKey;
  lesson1 = await lessonOf('regular-ru', M, 1);
  lesson2 = await lessonOf('regular-ru', M, 2);
}, 120_000);

describe('the quiz of a lesson', () => {
  let startKey: string;
  let total: number;

  it('starts lesson 1 with a bare start key', async () => {
    const res = await startPart('regular-ru', 'quiz', M, lesson1.LessonKey);
    expect(res.statusCode).toBe(200);
    startKey = res.json();
  });

  it('refuses a practice start key in a quiz save', async () => {
    const practice = (
      await startPart('regular-ru', 'practice', M, lesson1.LessonKey)
    ).json();
    const answers = await quizAnswers('regular-ru', M, lesson1.LessonKey, true);
    expect(
      (
        await savePart(
          'regular-ru',
          'quiz',
          practice,
          answers,
          'quiz-wrong-part',
        )
      ).statusCode,
    ).toBe(404);
  });

  it('scores on the server and ignores the scores a client claims', async () => {
    const answers = (
      await quizAnswers('regular-ru', M, lesson1.LessonKey, false)
    ).map((a) => ({
      ...a,
      Score: 100,
      TotalScore: 100,
      QuestionAnswer: a.QuestionAnswer.map((q) => ({
        ...q,
        Score: 1,
        TotalScore: 1,
      })),
    }));
    const res = await savePart(
      'regular-ru',
      'quiz',
      startKey,
      answers,
      'quiz-0001',
    );
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json();
    total = result.TotalScore;
    expect(result).toMatchObject({
      ModuleKey: M,
      LessonKey: lesson1.LessonKey,
      Sequence: 1,
      StudentScore: 0,
    });
    expect(total).toBeGreaterThanOrEqual(5);
    expect(result.NextLessonKey).toBe(lesson2.LessonKey);
    expect(result.IsModuleDone).toBe(false);
  });

  it('answers a doubled save the same and refuses a second save of the start key', async () => {
    const answers = await quizAnswers('regular-ru', M, lesson1.LessonKey, true);
    const again = await savePart(
      'regular-ru',
      'quiz',
      startKey,
      answers,
      'quiz-0001',
    );
    expect(again.statusCode).toBe(200);
    expect(again.json().StudentScore).toBe(0);
    const other = await savePart(
      'regular-ru',
      'quiz',
      startKey,
      answers,
      'quiz-0002',
    );
    expect(other.statusCode).toBe(409);
  });

  it('puts the score in RemediationProgress and StudentProgress, and unlocks lesson 2', async () => {
    const lesson = await lessonOf('regular-ru', M, 1);
    expect(lesson).toMatchObject({ StudentScore: 0, TotalScore: total });
    const whole = (
      await call('regular-ru', 'GET', '/api/v2/StudentProgress/')
    ).json();
    const inWhole = whole.RemediationProgress.Recommended.find(
      (m: { ModuleKey: string }) => m.ModuleKey === M,
    );
    expect(inWhole.Lessons[0]).toMatchObject({
      StudentScore: 0,
      TotalScore: total,
    });
    expect(
      (await startPart('regular-ru', 'practice', M, lesson2.LessonKey))
        .statusCode,
    ).toBe(200);
  });

  it('keeps the latest quiz as the lesson score', async () => {
    const started = (
      await startPart('regular-ru', 'quiz', M, lesson1.LessonKey)
    ).json();
    const answers = await quizAnswers('regular-ru', M, lesson1.LessonKey, true);
    const res = await savePart(
      'regular-ru',
      'quiz',
      started,
      answers,
      'quiz-0003',
    );
    expect(res.json()).toMatchObject({
      StudentScore: total,
      TotalScore: total,
    });
    expect(await lessonOf('regular-ru', M, 1)).toMatchObject({
      StudentScore: total,
    });
  });
});

describe('modules by the learning path', () => {
  it('refuses a higher-grade module while the current ones are unfinished (409)', async () => {
    const res = await startPart(
      'regular-ru',
      'quiz',
      'third-conditional',
      'third-conditional.l1',
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      Code: 'NotAllowed',
      Message:
        'You can not study the content below yet. Please finish current modules first.',
    });
    expect(
      (await activities('regular-ru', ['third-conditional.l1.explainer']))
        .statusCode,
    ).toBe(409);
  });

  it('lets a lower-grade module be studied', async () => {
    const res = await startPart(
      'regular-ru',
      'practice',
      'nouns-and-plurals',
      'nouns-and-plurals.l1',
    );
    expect(res.statusCode).toBe(200);
  });
});
