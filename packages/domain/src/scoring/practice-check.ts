import type { QuestionKey } from './answer-keys';
import { scoreQuestion, type QuestionResponse } from './score-question';

/**
 * Issue 11, practice with instant feedback: a wrong first answer gets a
 * second try before the right answer is shown; the second answer, right or
 * wrong, ends the question. Practice never blocks: the student goes on either way.
 */
export const PRACTICE_TRIES = 2;

export interface PracticeCheck {
  /** Right only with every point of the question (spec 01 §5 scorers). */
  verdict: 'right' | 'wrong';
  score: number;
  total: number;
  /** The question is over: show the right answer and the explanation. */
  final: boolean;
  /** A wrong answer with a try left. */
  canRetry: boolean;
}

/** Judges a practice answer in the browser with the key the practice activity carries (DESIGN.md §4). */
export function checkPracticeAnswer(
  response: QuestionResponse,
  key: QuestionKey,
  tryNumber: number,
): PracticeCheck {
  const result = scoreQuestion(response, key);
  const score = result.type === 'points' ? result.score : 0;
  const total = result.type === 'points' ? result.total : 0;
  const right = result.type === 'points' && total > 0 && score === total;
  const final = right || tryNumber >= PRACTICE_TRIES;
  return {
    verdict: right ? 'right' : 'wrong',
    score,
    total,
    final,
    canRetry: !final,
  };
}

/** The response that earns every point of a key: what "the right answer" shows. */
export function correctResponse(key: QuestionKey): QuestionResponse {
  switch (key.type) {
    case 'multipleSelect':
      return { selected: [...key.correct] };
    case 'gapFill':
      return { answers: key.gaps.map((accepted) => accepted[0] ?? '') };
    case 'match':
      return { links: [...key.answers] };
  }
}
