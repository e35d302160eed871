import type {
  CultureCode,
  SessionSummary,
  SignInResponse,
  StudentProfile,
} from '@gp/api';
import { signInOutcome, type LoginErrorStatus } from '@gp/domain';
import { isApiError, isLogoutError } from '../../../lib/api-client';

/** What the form says under the fields: wrong password (spec 01 §8) or throttled (DESIGN.md §4). */
export type LoginMessage =
  { type: 'failed' } | { type: 'throttled'; minutes: number };

/** spec 01 §4 Login flow: 1 sign-in, 2 profile, 3 privacy agreement read, 4 agreement save. */
export type ErrorStatus = LoginErrorStatus;

/** What the flow holds between steps; nothing is stored until the login finishes. */
export interface PendingLogin {
  studentInfo: SignInResponse;
  profile?: StudentProfile;
  language?: CultureCode;
  documentId?: string;
}

export type LoginState =
  | { step: 'form'; message?: LoginMessage }
  | { step: 'signing-in' }
  | {
      step: 'devices';
      userName: string;
      sessions: SessionSummary[];
      message?: LoginMessage;
      busy: boolean;
    }
  | { step: 'loading' }
  | {
      step: 'privacy';
      pending: PendingLogin & {
        profile: StudentProfile;
        language: CultureCode;
        documentId: string;
      };
      busy: boolean;
    }
  | { step: 'error'; status: ErrorStatus; pending?: PendingLogin };

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
