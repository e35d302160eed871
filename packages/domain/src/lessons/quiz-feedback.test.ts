import { describe, expect, it } from 'vitest';
import { lessonFeedbackText, quizScoreStatus } from './quiz-feedback';

describe('lesson quiz score level (spec 02 §4)', () => {
  it.each([
    [8, 10, 1],
    [10, 10, 1],
    [6, 10, 2],
    [7, 10, 2],
    [5, 10, 3],
    [0, 10, 3],
    [3, 0, 3],
  ])('puts %s of %s at level %s', (score, total, level) => {
    expect(quizScoreStatus(score, total)).toBe(level);
  });
});

describe('lesson feedback text (spec 02 §4)', () => {
  it.each([
    [9, 10, 'Excellent'],
    [10, 10, 'Excellent'],
    [75, 100, 'Good job'],
    [89, 100, 'Good job'],
    [1, 2, 'Not bad'],
    [74, 100, 'Not bad'],
    [49, 100, 'Keep trying'],
    [0, 10, 'Keep trying'],
    [-1, 10, ''],
    [5, 0, ''],
    [null, 10, ''],
  ] as const)('says %s of %s is "%s"', (score, total, text) => {
    expect(lessonFeedbackText(score, total)).toBe(text);
  });

  it('is exact at the bands despite floating point (29 of 100 is not 29.0000001)', () => {
    expect(lessonFeedbackText(27, 30)).toBe('Excellent');
    expect(lessonFeedbackText(3, 4)).toBe('Good job');
  });
});
