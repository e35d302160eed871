import type { QuestionResponse } from '@gp/api';
import type { SessionStart } from './restore-session';

export type SubmitStatus = 'idle' | 'submitting' | 'failed' | 'done';

export interface SessionState {
  responses: Record<string, QuestionResponse>;
  /** The question shown; the question count is the submit step. */
  index: number;
  submit: SubmitStatus;
}

export type SessionAction =
  | { type: 'answer'; id: string; response: QuestionResponse }
  | { type: 'goTo'; index: number }
  | { type: 'submit'; status: SubmitStatus };

export function initialSessionState(start: SessionStart): SessionState {
  return { responses: start.responses, index: start.index, submit: 'idle' };
}

/** Nothing changes once a submission is on its way or accepted: what was sent is what is kept. */
export function sessionReducer(
  state: SessionState,
  action: SessionAction,
): SessionState {
  const locked = state.submit === 'submitting' || state.submit === 'done';
  switch (action.type) {
    case 'answer':
      return locked
        ? state
        : {
            ...state,
            responses: { ...state.responses, [action.id]: action.response },
          };
    case 'goTo':
      return locked ? state : { ...state, index: action.index };
    case 'submit':
      return { ...state, submit: action.status };
  }
}
