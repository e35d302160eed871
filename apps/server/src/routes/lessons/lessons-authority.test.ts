import { beforeAll, describe, expect, it } from 'vitest';
import { useLessonsApp } from '../../test/lessons-app';

// spec 02 §6 Roles and permissions, DESIGN.md §3b Refusals.
const intl = { EducationRegionKey: 'intl-singapore', CultureCode: 'en-US' };
const {
  userId,
  takeFirstTest,
  remediation,
  lessonOf,
  activities,
  startPart,
  savePart,
  passQuiz,
} = useLessonsApp(['demo', 'expired']);

let first: string;
let second: string;

beforeAll(async () => {
  await takeFirstTest('demo', new Set(), intl);
  await takeFirstTest('expired', new Set(), intl);
  const recommended = (await remediation('demo')).Recommended;
  first = recommended[0]!.ModuleKey;
  second = recommended[1]!.ModuleKey;
}, 120_000);

describe('a demo student', () => {
  it('studies the first recommended module: activities, practice and quiz', async () => {
    const lesson = await lessonOf('demo', first, 1);
    expect((await activities('demo', lesson.ActivityKeys)).statusCode).toBe(
      200,
    );
    expect(
      (await startPart('demo', 'practice', first, lesson.LessonKey)).statusCode,
    ).toBe(200);
    await passQuiz('demo', first, lesson.LessonKey);
  });

  it('may not open a second module (403 InvalidIdentification)', async () => {
    const lesson = await lessonOf('demo', second, 1);
    for (const res of [
      await startPart('demo', 'quiz', second, lesson.LessonKey),
      await startPart('demo', 'practice', second, lesson.LessonKey),
      await activities('demo', lesson.ActivityKeys),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().Code).toBe('InvalidIdentification');
    }
  });
});

describe('an expired student', () => {
  it('may not start or save practice (403)', async () => {
    const lesson = await lessonOf('expired', first, 1);
    const res = await startPart('expired', 'practice', first, lesson.LessonKey);
    expect(res.statusCode).toBe(403);
    expect(res.json().Code).toBe('InvalidIdentification');
    const save = await savePart(
      'expired',
      'practice',
      'any-start-key',
      [
        {
          ModuleKey: first,
          LessonKey: lesson.LessonKey,
          ActivityKey: lesson.ActivityKeys[0]!,
          QuestionAnswer: [],
        },
      ],
      'expired-practice-1',
      userId.expired,
    );
    expect(save.statusCode).toBe(403);
  });

  it('takes the quiz of the allowed module, and no other module', async () => {
    const lesson = await lessonOf('expired', first, 1);
    const result = await passQuiz('expired', first, lesson.LessonKey);
    expect(result.StudentScore).toBe(result.TotalScore);
    const other = await lessonOf('expired', second, 1);
    expect(
      (await startPart('expired', 'quiz', second, other.LessonKey)).statusCode,
    ).toBe(403);
  });
});
