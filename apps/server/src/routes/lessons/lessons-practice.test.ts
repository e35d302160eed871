import { beforeAll, describe, expect, it } from 'vitest';
import type { LessonActivities, LessonActivityAnswer } from '@gp/api';
import { useLessonsApp } from '../../test/lessons-app';

// The first module the test recommends (all of grade 5 fail).
let M: string;
const {
  app,
  call,
  userId,
  takeFirstTest,
  remediation,
  lessonOf,
  activities,
  practiceProgress,
  startPart,
  savePart,
  quizAnswers,
  practiceAnswers,
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

describe('remediation progress', () => {
  it("is StudentProgress's RemediationProgress, each lesson's explainer first", async () => {
    const own = await remediation('regular-ru');
    const whole = await call('regular-ru', 'GET', '/api/v2/StudentProgress/');
    expect(own).toEqual(whole.json().RemediationProgress);
    expect(own.Recommended.map((m) => m.ModuleKey)).toContain(M);
    expect(lesson1.ActivityKeys[0]).toBe(`${lesson1.LessonKey}.explainer`);
    expect(lesson1.ActivityKeys.length).toBeGreaterThan(3);
  });
});

describe('practice progress of modules', () => {
  it('answers 400 naming the body for what is not a list of module keys', async () => {
    for (const body of [{ ModuleKey: M }, [], [42], ['']]) {
      const res = await practiceProgress('regular-ru', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().Errors[0].Field).toMatch(/^body/);
    }
  });

  it('answers 404 for a module the course does not have', async () => {
    expect(
      (await practiceProgress('regular-ru', ['atlantis'])).statusCode,
    ).toBe(404);
  });

  it('lists each lesson with its practice count, the explainer included, and nothing finished', async () => {
    const res = await practiceProgress('regular-ru', [M]);
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list).toHaveLength(4);
    expect(list[0]).toMatchObject({
      Key: lesson1.LessonKey,
      ModuleKey: M,
      Activities: [],
    });
    expect(list[0].ActivityCount).toBeGreaterThanOrEqual(2);
  });
});

describe('activities of a lesson', () => {
  let delivered: LessonActivities;

  it('answers 400 for a malformed list and 404 for an unknown key', async () => {
    expect((await activities('regular-ru', { Keys: [] })).statusCode).toBe(400);
    const res = await activities('regular-ru', [`${M}.nope`]);
    expect(res.statusCode).toBe(404);
  });

  it('sends the explainer as the video, practice with keys and explanations, the quiz without keys', async () => {
    const res = await activities('regular-ru', lesson1.ActivityKeys);
    expect(res.statusCode).toBe(200);
    delivered = res.json();
    expect(delivered.Activities.map((a) => a.Key)).toEqual(
      lesson1.ActivityKeys,
    );
    const [video, ...rest] = delivered.Activities;
    expect(video).toMatchObject({
      Type: 'video',
      Body: { ActivityType: 'video' },
    });
    const practice = rest.filter((a) => a.Body.ActivityType === 'practice');
    const quiz = rest.filter((a) => a.Body.ActivityType === 'output');
    expect(practice.length).toBeGreaterThan(0);
    expect(quiz.length).toBeGreaterThan(0);
    for (const p of practice)
      expect('Feedback' in p && p.Feedback.length).toBe(p.Questions.length);
    expect(JSON.stringify(quiz)).not.toMatch(
      /Feedback|AnswerKey|"correct"|Explanation|explanation/,
    );
    // One video resource per language, the explainer's paced length in seconds.
    expect(delivered.Resources.map((r) => r.CultureCode)).toEqual([
      'en-US',
      'zh-CN',
      'ru-RU',
      'id-ID',
    ]);
    for (const r of delivered.Resources) expect(r.Duration).toBeGreaterThan(10);
  });

  it('shows a student the same option order on every call', async () => {
    const again = (await activities('regular-ru', lesson1.ActivityKeys)).json();
    expect(again).toEqual(delivered);
  });

  describe('practice', () => {
    let startKey: string;

    it('refuses lesson 2 while lesson 1 is not done (409 NotAllowed)', async () => {
      const res = await startPart(
        'regular-ru',
        'practice',
        M,
        lesson2.LessonKey,
      );
      expect(res.statusCode).toBe(409);
      expect(res.json().Code).toBe('NotAllowed');
    });

    it('answers 400 naming the field for a malformed start and 404 for a lesson not of the module', async () => {
      const res = await call(
        'regular-ru',
        'POST',
        '/api/v2/RemediationLessonPractice/Start/',
        {
          ModuleKey: M,
        },
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().Errors[0].Field).toBe('body.LessonKey');
      expect(
        (
          await startPart(
            'regular-ru',
            'practice',
            'have-got',
            lesson1.LessonKey,
          )
        ).statusCode,
      ).toBe(404);
    });

    it('starts lesson 1 with a bare start key', async () => {
      const res = await startPart(
        'regular-ru',
        'practice',
        M,
        lesson1.LessonKey,
      );
      expect(res.statusCode).toBe(200);
      startKey = res.json();
      expect(typeof startKey).toBe('string');
    });

    it('refuses answers that do not belong to the lesson, naming the field, and stores nothing', async () => {
      const answers = practiceAnswers(delivered, M, lesson1.LessonKey, false);
      const firstQuestions = answers[1]!;
      const quiz = await quizAnswers('regular-ru', M, lesson1.LessonKey, true);
      const bad: [LessonActivityAnswer[], string][] = [
        [[quiz[0]!], 'body.StudentModuleLessonAnswer.0.ActivityKey'],
        [
          [{ ...firstQuestions, LessonKey: lesson2.LessonKey }],
          'body.StudentModuleLessonAnswer.0.LessonKey',
        ],
        [
          [
            {
              ...firstQuestions,
              QuestionAnswer: [
                { QuestionKey: 'nope', Response: { selected: [0] } },
              ],
            },
          ],
          'body.StudentModuleLessonAnswer.0.QuestionAnswer.0.QuestionKey',
        ],
        [
          [
            {
              ...firstQuestions,
              QuestionAnswer: [
                {
                  ...firstQuestions.QuestionAnswer[0]!,
                  Response: { links: [5] },
                },
              ],
            },
          ],
          'body.StudentModuleLessonAnswer.0.QuestionAnswer.0.Response',
        ],
        [
          [firstQuestions, firstQuestions],
          'body.StudentModuleLessonAnswer.1.ActivityKey',
        ],
      ];
      for (const [body, field] of bad) {
        const res = await savePart(
          'regular-ru',
          'practice',
          startKey,
          body,
          `bad-${field}`,
        );
        expect(res.statusCode, field).toBe(400);
        expect(res.json().Errors[0].Field).toBe(field);
      }
      expect(
        (await practiceProgress('regular-ru', [M])).json()[0].Activities,
      ).toEqual([]);
    });

    it("refuses another student's start key and another StudentId with 403", async () => {
      const answers = practiceAnswers(delivered, M, lesson1.LessonKey, true);
      const other = await savePart(
        'regular',
        'practice',
        startKey,
        answers,
        'other-0001',
      );
      expect(other.statusCode).toBe(403);
      expect(other.json().Code).toBe('InvalidIdentification');
      const id = await savePart(
        'regular-ru',
        'practice',
        startKey,
        answers,
        'other-0002',
        userId.regular,
      );
      expect(id.statusCode).toBe(403);
    });

    it('stores the explainer and a wrong-answered activity as finished, a doubled save once', async () => {
      const answers = practiceAnswers(
        delivered,
        M,
        lesson1.LessonKey,
        false,
      ).slice(0, 2);
      const [a, b] = await Promise.all([
        savePart('regular-ru', 'practice', startKey, answers, 'practice-0001'),
        savePart('regular-ru', 'practice', startKey, answers, 'practice-0001'),
      ]);
      expect(a.statusCode, a.body).toBe(200);
      expect(b.json()).toEqual(a.json());
      expect(a.json().Activities).toEqual(answers.map((x) => x.ActivityKey));
      const rows = await app().repos.lessons.practiceOf(userId['regular-ru']!, [
        M,
      ]);
      expect(rows).toHaveLength(2);
      expect((await practiceProgress('regular-ru', [M])).json()[0]).toEqual(
        a.json(),
      );
    });
  });
});
