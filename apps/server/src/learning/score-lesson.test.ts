import { describe, expect, it } from 'vitest';
import type { LessonSubmission } from '@gp/api';
import { toQuestionKey, type Question } from '@gp/domain';
import { InvalidInput } from '../lib/domain-errors';
import type { CatalogActivity, CatalogLesson } from './lesson-catalog';
import { scoreLessonAnswers, scoreQuiz } from './score-lesson';

const explanation = {
  en: 'Because.',
  zh: '因为。',
  ru: 'Потому что.',
  id: 'Karena.',
};
const choose: Question = {
  key: 'q1-a',
  type: 'multipleSelect',
  prompt: 'I ___ a cat.',
  numAnswers: 1,
  options: [
    { text: 'have', correct: true },
    { text: 'has' },
    { text: 'having' },
  ],
  explanation,
  tags: ['have'],
};
const gap: Question = {
  key: 'q1-b',
  type: 'gapFill',
  text: 'She [[has]] a dog.',
  explanation,
  tags: ['has'],
};
const activity = (
  key: string,
  part: 'practice' | 'quiz',
  questions: Question[],
): CatalogActivity => ({
  key,
  moduleKey: 'm',
  lessonKey: 'm.l1',
  part,
  activity: { key, questions },
});
const catalog = new Map<string, CatalogActivity>([
  [
    'm.l1.explainer',
    { key: 'm.l1.explainer', moduleKey: 'm', lessonKey: 'm.l1', part: 'video' },
  ],
  ['m.l1-q1', activity('m.l1-q1', 'quiz', [choose])],
  ['m.l1-q2', activity('m.l1-q2', 'quiz', [gap])],
]);
const lesson = {
  key: 'm.l1',
  moduleKey: 'm',
  quizKeys: ['m.l1-q1', 'm.l1-q2'],
} as CatalogLesson;
const start = { moduleKey: 'm', lessonKey: 'm.l1' };
const seed = 'student-1';
const right = toQuestionKey(choose, seed);

function body(
  groups: LessonSubmission['StudentModuleLessonAnswer'],
): LessonSubmission {
  return {
    StudentRemediationKey: 'start',
    StudentId: 'student-1',
    IdempotencyKey: 'idem-0001',
    StudentModuleLessonAnswer: groups,
  };
}
const group = (
  ActivityKey: string,
  QuestionAnswer: LessonSubmission['StudentModuleLessonAnswer'][number]['QuestionAnswer'],
) => ({
  ModuleKey: 'm',
  LessonKey: 'm.l1',
  ActivityKey,
  QuestionAnswer,
});
const score = (
  b: LessonSubmission,
  allowed = ['m.l1-q1', 'm.l1-q2', 'm.l1.explainer'],
) =>
  scoreLessonAnswers(b, start, (k) => catalog.get(k), new Set(allowed), seed);

function fieldOf(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    if (e instanceof InvalidInput) return e.field;
    throw e;
  }
  return 'no error';
}

describe('scoring a lesson save (DESIGN.md §4 The server scores)', () => {
  it('scores answers against the key of the order the student was shown', () => {
    const scored = score(
      body([
        group('m.l1-q1', [
          {
            QuestionKey: 'q1-a',
            Response: {
              selected: right.type === 'multipleSelect' ? right.correct : [],
            },
          },
        ]),
      ]),
    );
    expect(scored.get('m.l1-q1')).toMatchObject({ score: 1, totalScore: 1 });
  });

  it('scores a whole quiz, an activity left out as 0 of its total', () => {
    const scored = score(
      body([
        group('m.l1-q2', [
          { QuestionKey: 'q1-b', Response: { answers: [' HAS '] } },
        ]),
      ]),
    );
    const quiz = scoreQuiz(lesson, scored, (k) => catalog.get(k), seed);
    expect(quiz).toMatchObject({ score: 1, totalScore: 2 });
    expect(
      quiz.answers.map((a) => [a.questionKey, a.score, a.response]),
    ).toEqual([
      ['q1-a', 0, null],
      ['q1-b', 1, { answers: [' HAS '] }],
    ]);
  });

  it('records the explainer as watched with no questions', () => {
    expect(
      score(body([group('m.l1.explainer', [])])).get('m.l1.explainer'),
    ).toMatchObject({
      score: 0,
      totalScore: 0,
    });
  });

  it('names the first field that does not belong to the lesson part', () => {
    const at = 'body.StudentModuleLessonAnswer';
    expect(
      fieldOf(() => score(body([group('m.l1-q1', [])]), ['m.l1.explainer'])),
    ).toBe(`${at}.0.ActivityKey`);
    expect(
      fieldOf(() => score(body([{ ...group('m.l1-q1', []), ModuleKey: 'x' }]))),
    ).toBe(`${at}.0.ModuleKey`);
    expect(
      fieldOf(() => score(body([group('m.l1-q1', []), group('m.l1-q1', [])]))),
    ).toBe(`${at}.1.ActivityKey`);
    expect(
      fieldOf(() =>
        score(
          body([
            group('m.l1-q1', [
              { QuestionKey: 'q1-b', Response: { answers: ['has'] } },
            ]),
          ]),
        ),
      ),
    ).toBe(`${at}.0.QuestionAnswer.0.QuestionKey`);
    expect(
      fieldOf(() =>
        score(
          body([
            group('m.l1-q1', [
              { QuestionKey: 'q1-a', Response: { answers: ['has'] } },
            ]),
          ]),
        ),
      ),
    ).toBe(`${at}.0.QuestionAnswer.0.Response`);
    expect(
      fieldOf(() =>
        score(
          body([
            group('m.l1.explainer', [
              { QuestionKey: 'q1-a', Response: { selected: [0] } },
            ]),
          ]),
        ),
      ),
    ).toBe(`${at}.0.QuestionAnswer`);
  });
});
