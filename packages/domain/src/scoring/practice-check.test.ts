import { describe, expect, it } from 'vitest';
import type { QuestionKey } from './answer-keys';
import {
  checkPracticeAnswer,
  correctResponse,
  PRACTICE_TRIES,
} from './practice-check';
import { scoreQuestion } from './score-question';

const choose: QuestionKey = {
  type: 'multipleSelect',
  questionKey: 'q1',
  numAnswers: 2,
  optionCount: 4,
  correct: [0, 2],
};
const gaps: QuestionKey = {
  type: 'gapFill',
  questionKey: 'q2',
  gaps: [['does not', "doesn't"], ['likes']],
};
const match: QuestionKey = {
  type: 'match',
  questionKey: 'q3',
  answers: [2, 0, 1],
};

describe('practice check (issue 11: instant feedback, a second try, never blocking)', () => {
  it('calls an answer with every point right and ends the question', () => {
    expect(checkPracticeAnswer({ selected: [2, 0] }, choose, 1)).toEqual({
      verdict: 'right',
      score: 2,
      total: 2,
      final: true,
      canRetry: false,
    });
  });

  it('calls a partly right answer wrong and gives a second try before the answer is shown', () => {
    const first = checkPracticeAnswer(
      { answers: ["doesn't", 'like'] },
      gaps,
      1,
    );
    expect(first).toMatchObject({ verdict: 'wrong', score: 1, final: false });
    expect(first.canRetry).toBe(true);
  });

  it('ends the question after the second wrong try, so the student can go on', () => {
    expect(PRACTICE_TRIES).toBe(2);
    expect(checkPracticeAnswer({ links: [0, 1, 2] }, match, 2)).toMatchObject({
      verdict: 'wrong',
      final: true,
      canRetry: false,
    });
  });

  it('judges with the spec 01 §5 scorers: more options than answers scores nothing', () => {
    expect(
      checkPracticeAnswer({ selected: [0, 1, 2] }, choose, 1).verdict,
    ).toBe('wrong');
  });

  it('treats a malformed response as wrong, not as an error', () => {
    expect(checkPracticeAnswer({ selected: [9] }, choose, 1)).toMatchObject({
      verdict: 'wrong',
      score: 0,
      canRetry: true,
    });
  });

  it.each([choose, gaps, match])(
    'gives the right answer of a %s key as a response worth every point',
    (key) => {
      const result = scoreQuestion(correctResponse(key), key);
      expect(result.type === 'points' && result.score === result.total).toBe(
        true,
      );
    },
  );
});
