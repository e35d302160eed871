import type { ActivityKey, QuestionKey } from './answer-keys';
import { scoreGapFill, type GapFillResponse } from './score-gap-fill';
import { scoreMatch, type MatchResponse } from './score-match';
import {
  scoreMultipleSelect,
  type MultipleSelectResponse,
} from './score-multiple-select';
import { invalid, type ScoreResult } from './score-result';

export type QuestionResponse =
  MultipleSelectResponse | GapFillResponse | MatchResponse;

/** Responses of one activity by question key; a missing entry is unanswered. */
export type ActivityResponses = Readonly<
  Record<string, QuestionResponse | undefined>
>;

/** Scores a response with the scorer of the key's question type. */
export function scoreQuestion(
  response: QuestionResponse,
  key: QuestionKey,
): ScoreResult {
  if (typeof response !== 'object' || response === null)
    return invalid('response must be an object');
  switch (key.type) {
    case 'multipleSelect':
      return scoreMultipleSelect(response as MultipleSelectResponse, key);
    case 'gapFill':
      return scoreGapFill(response as GapFillResponse, key);
    case 'match':
      return scoreMatch(response as MatchResponse, key);
  }
}

/** The points a question is worth: numAnswers, gaps or pairs. */
export function questionTotal(key: QuestionKey): number {
  switch (key.type) {
    case 'multipleSelect':
      return key.numAnswers;
    case 'gapFill':
      return key.gaps.length;
    case 'match':
      return key.answers.length;
  }
}

export interface ActivityScore {
  activityKey: string;
  score: number;
  total: number;
  /** Per question, in order. An unanswered question scores 0 of its total. */
  questions: {
    questionKey: string;
    score: number;
    total: number;
    answered: boolean;
  }[];
  /** Keys of questions whose response was malformed (scored 0). */
  invalid: string[];
}

export function scoreActivity(
  key: ActivityKey,
  responses: ActivityResponses,
): ActivityScore {
  const invalidKeys: string[] = [];
  const questions = key.questions.map((q) => {
    const total = questionTotal(q);
    // Own keys only: a question keyed 'constructor' must not read Object.prototype.
    const response = Object.hasOwn(responses, q.questionKey)
      ? responses[q.questionKey]
      : undefined;
    if (response === undefined)
      return { questionKey: q.questionKey, score: 0, total, answered: false };
    const result = scoreQuestion(response, q);
    if (result.type === 'invalid') {
      invalidKeys.push(q.questionKey);
      return { questionKey: q.questionKey, score: 0, total, answered: false };
    }
    return {
      questionKey: q.questionKey,
      score: result.score,
      total,
      answered: true,
    };
  });
  return {
    activityKey: key.activityKey,
    score: questions.reduce((sum, q) => sum + q.score, 0),
    total: questions.reduce((sum, q) => sum + q.total, 0),
    questions,
    invalid: invalidKeys,
  };
}

/** Sum of several activities' points, e.g. one module of a test. */
export function sumScores(
  scores: readonly { score: number; total: number }[],
): { score: number; total: number } {
  return scores.reduce(
    (acc, s) => ({ score: acc.score + s.score, total: acc.total + s.total }),
    { score: 0, total: 0 },
  );
}
