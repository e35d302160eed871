import type { QuestionResponse } from '@gp/api';
import { checkPracticeAnswer, type PracticeCheck } from '@gp/domain';
import { answerState, emptyResponse } from '../question-types/registry';
import type { PracticeQuestion } from './practice-plan';

export interface QuestionProgress {
  response: QuestionResponse;
  /** Checks made (an empty answer is not a try). */
  tries: number;
  check: PracticeCheck | null;
  /** The student asked for the answer after a wrong try (practice never blocks). */
  revealed: boolean;
}

export interface PracticeState {
  /** The section shown; the section count is the end of the practice. */
  section: number;
  /** The question shown within the section. */
  question: number;
  progress: Record<string, QuestionProgress>;
  /** The last check was of an empty answer. */
  askedToAnswer: boolean;
}

export type PracticeAction =
  | { type: 'answer'; entry: PracticeQuestion; response: QuestionResponse }
  | { type: 'check'; entry: PracticeQuestion }
  | { type: 'reveal'; entry: PracticeQuestion }
  | { type: 'goTo'; section: number; question?: number };

export function progressOf(
  state: PracticeState,
  entry: PracticeQuestion,
): QuestionProgress {
  return (
    state.progress[entry.id] ?? {
      response: emptyResponse(entry.question),
      tries: 0,
      check: null,
      revealed: false,
    }
  );
}

/** The question is over: its feedback, right answer and explanation show, and it is locked. */
export function isFinal(entry: PracticeQuestion, p: QuestionProgress): boolean {
  if (p.revealed || p.check?.final === true) return true;
  // Without a key there is nothing to check against: one answer ends it.
  return entry.key === null && p.tries > 0;
}

export function practiceReducer(
  state: PracticeState,
  action: PracticeAction,
): PracticeState {
  if (action.type === 'goTo')
    return {
      ...state,
      section: action.section,
      question: action.question ?? 0,
      askedToAnswer: false,
    };
  const { entry } = action;
  const current = progressOf(state, entry);
  if (isFinal(entry, current)) return state;
  const put = (p: QuestionProgress, askedToAnswer = false) => ({
    ...state,
    askedToAnswer,
    progress: { ...state.progress, [entry.id]: p },
  });
  switch (action.type) {
    case 'answer':
      return put({ ...current, response: action.response });
    case 'reveal':
      return current.tries > 0 ? put({ ...current, revealed: true }) : state;
    case 'check': {
      if (answerState(entry.question, current.response) === 'empty')
        return { ...state, askedToAnswer: true };
      const tries = current.tries + 1;
      const check =
        entry.key === null
          ? null
          : checkPracticeAnswer(current.response, entry.key, tries);
      return put({ ...current, tries, check });
    }
  }
}
