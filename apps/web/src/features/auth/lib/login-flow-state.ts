import type {
  CultureCode,
  SessionSummary,
  SignInResponse,
  StudentProfile,
} from '@gp/api';
import {
  LOGIN_ERROR_STATUS,
  loginRetry,
  signInOutcome,
  type LoginErrorStatus,
  type LoginFailure,
} from '@gp/domain';
import { isApiError, isLogoutError } from '../../../lib/api-error';

/** What the form says under the fields: wrong password (spec 01 §8) or throttled (DESIGN.md §4). */
export type LoginMessage =
  | { type: 'failed' }
  | { type: 'throttled'; minutes: number }
  /** The privacy policy was closed without agreeing (spec 01 §5: login requires agreeing). */
  | { type: 'privacyNeeded' };

/** What the flow holds between steps; nothing is stored until the login finishes. */
export interface PendingLogin {
  studentInfo: SignInResponse;
  profile?: StudentProfile;
  language?: CultureCode;
  documentId?: string;
}

/** A login that only waits for the student to agree to the privacy policy. */
export type AgreementPending = Required<PendingLogin>;

/** spec 01 §4 Login flow, one named state per step. */
export type LoginState =
  | { step: 'form'; message?: LoginMessage }
  | { step: 'signingIn'; userName: string }
  /** spec 01 §4 Login flow 2: the server refused a sixth session. */
  | {
      step: 'tooManyDevices';
      userName: string;
      sessions: SessionSummary[];
      message?: LoginMessage;
      busy: boolean;
    }
  /** spec 01 §4 Login flow 3: the profile, then the privacy agreement. */
  | { step: 'loading' }
  /** spec 01 §4 Login flow 4: the policy with its agree button. */
  | { step: 'privacy'; pending: AgreementPending; busy: boolean }
  /** A step failed: the spec's error status is what the student reads and what Retry does. */
  | {
      step: 'failed';
      failure: LoginFailure;
      errorStatus: LoginErrorStatus;
      /** What failed, for the reason shown (lib/error-message). */
      error: unknown;
      pending?: PendingLogin;
    };

export type LoginEvent =
  | { type: 'signIn'; userName: string }
  | { type: 'endSessions' }
  | { type: 'signedIn'; info: SignInResponse }
  | { type: 'agreementNeeded'; pending: AgreementPending }
  | { type: 'agree' }
  /** A request of the flow failed. */
  | {
      type: 'failed';
      failure: LoginFailure;
      error: unknown;
      pending?: PendingLogin;
    }
  | { type: 'retry' }
  /** Back to the form (closing the policy, leaving the devices view, a retry that logs out). */
  | { type: 'reset'; message?: LoginMessage }
  | { type: 'clearMessage' };

export const INITIAL_LOGIN_STATE: LoginState = { step: 'form' };

/** The message a refused sign-in shows under the form (packages/domain signInOutcome); none for other failures. */
export function messageFor(error: unknown): LoginMessage | undefined {
  const failure = isApiError(error) ? error : undefined;
  const outcome = signInOutcome({ status: failure?.status ?? 0 });
  if (outcome.type === 'loginFailed') return { type: 'failed' };
  if (outcome.type === 'throttled') {
    const seconds = failure?.retryAfterSeconds ?? 60;
    return { type: 'throttled', minutes: Math.max(1, Math.ceil(seconds / 60)) };
  }
  return undefined;
}

/** spec 01 §4 Login flow 2: the server refused a session (DESIGN.md §4), so too many devices. */
export const tooManyDevices = (info: SignInResponse) =>
  signInOutcome({
    status: 200,
    token: info.Token,
    sessionCount: info.SessionList.length,
  }).type === 'tooManyDevices';

/** Stopping the flow without an error screen: logged out, or the whole app shows maintenance. */
export const endsQuietly = (error: unknown) =>
  isLogoutError(error) || isApiError(error, 'Maintenance');

function userNameOf(state: LoginState): string | undefined {
  return state.step === 'signingIn' || state.step === 'tooManyDevices'
    ? state.userName
    : undefined;
}

function failedState(
  state: LoginState,
  event: Extract<LoginEvent, { type: 'failed' }>,
): LoginState {
  if (endsQuietly(event.error)) return INITIAL_LOGIN_STATE;
  // spec 01 §4 Login flow 1: a 401 (or a throttled sign-in) is said under the form, or the devices view.
  const message =
    event.failure === 'signIn' ? messageFor(event.error) : undefined;
  if (message && state.step === 'tooManyDevices')
    return { ...state, busy: false, message };
  if (message) return { step: 'form', message };
  return {
    step: 'failed',
    failure: event.failure,
    errorStatus: LOGIN_ERROR_STATUS[event.failure],
    error: event.error,
    ...(event.pending ? { pending: event.pending } : {}),
  };
}

/** spec 01 §4 Login flow as a reducer: each event moves the flow from one named state to the next. */
export function loginFlow(state: LoginState, event: LoginEvent): LoginState {
  switch (event.type) {
    case 'signIn':
      return { step: 'signingIn', userName: event.userName };
    case 'endSessions':
      return state.step === 'tooManyDevices'
        ? { ...state, busy: true, message: undefined }
        : state;
    case 'signedIn': {
      // An entry from another website arrives signed in, from the form.
      const userName = userNameOf(state);
      return tooManyDevices(event.info) && userName !== undefined
        ? {
            step: 'tooManyDevices',
            userName,
            sessions: event.info.SessionList,
            busy: false,
          }
        : { step: 'loading' };
    }
    case 'agreementNeeded':
      return { step: 'privacy', pending: event.pending, busy: false };
    case 'agree':
      return state.step === 'privacy' ? { ...state, busy: true } : state;
    case 'failed':
      return failedState(state, event);
    case 'retry': {
      if (state.step !== 'failed') return state;
      // spec 01 §4 Login flow 5: after error 4 the policy shows again; otherwise back to the form.
      const { pending } = state;
      if (
        !loginRetry(state.errorStatus).logout &&
        pending?.profile &&
        pending.language &&
        pending.documentId
      ) {
        const { profile, language, documentId } = pending;
        return {
          step: 'privacy',
          pending: { ...pending, profile, language, documentId },
          busy: false,
        };
      }
      return INITIAL_LOGIN_STATE;
    }
    case 'reset':
      return event.message
        ? { step: 'form', message: event.message }
        : INITIAL_LOGIN_STATE;
    case 'clearMessage':
      return state.step === 'form' && state.message
        ? INITIAL_LOGIN_STATE
        : state;
  }
}
