import { describe, expect, it } from 'vitest';
import type { ActivityKey } from './answer-keys';
import {
  questionTotal,
  scoreActivity,
  scoreQuestion,
  sumScores,
  type QuestionResponse,
} from './score-question';

const key: ActivityKey = {
  activityKey: 'a',
  questions: [
    {
      type: 'multipleSelect',
      questionKey: 'm',
      numAnswers: 1,
      optionCount: 3,
      correct: [0],
    },
    { type: 'gapFill', questionKey: 'g', gaps: [['x'], ['y']] },
    { type: 'match', questionKey: 't', answers: [1, 0] },
  ],
};

describe('scoring a whole activity', () => {
  it('dispatches on the key type', () => {
    expect(scoreQuestion({ selected: [0] }, key.questions[0]!)).toEqual({
      type: 'points',
      score: 1,
      total: 1,
    });
    expect(scoreQuestion({ answers: ['x', 'n'] }, key.questions[1]!)).toEqual({
      type: 'points',
      score: 1,
      total: 2,
    });
    expect(scoreQuestion({ links: [1, 0] }, key.questions[2]!)).toEqual({
      type: 'points',
      score: 2,
      total: 2,
    });
    expect(
      scoreQuestion(null as unknown as QuestionResponse, key.questions[0]!)
        .type,
    ).toBe('invalid');
  });

  it('knows each question is worth numAnswers, gaps or pairs', () => {
    expect(key.questions.map(questionTotal)).toEqual([1, 2, 2]);
  });

  it('scores unanswered questions 0 of their total and reports malformed ones', () => {
    const result = scoreActivity(key, {
      m: { selected: [0] },
      g: { answers: ['only one'] },
    });
    expect(result).toMatchObject({
      activityKey: 'a',
      score: 1,
      total: 5,
      invalid: ['g'],
    });
    expect(result.questions.map((q) => q.answered)).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('reads only the responses given, never inherited properties (spec 01 §5 scoring)', () => {
    const proto = {
      ...key,
      questions: [{ ...key.questions[0]!, questionKey: 'constructor' }],
    };
    const result = scoreActivity(proto, {});
    expect(result.questions[0]).toMatchObject({ score: 0, answered: false });
    expect(result.invalid).toEqual([]);
  });

  it('sums several activity scores', () => {
    expect(
      sumScores([
        { score: 1, total: 2 },
        { score: 3, total: 4 },
      ]),
    ).toEqual({ score: 4, total: 6 });
    expect(sumScores([])).toEqual({ score: 0, total: 0 });
  });
});
