import { isApiError } from './api-error';

/**
 * Why a request failed, as the student is told it. Each refusal the server
 * can give (packages/api ErrorCode, DESIGN.md §3 and §3b) has its own text;
 * "check your connection" is only for a request that never reached the
 * server (issue 15: a 400 or 409 read "check your internet").
 */
export type FailureReason =
  /** The request never reached the server: offline, or fetch rejected. */
  | 'offline'
  /** 503 Unavailable, 408 RequestTimeout, 502/504: a retry soon is likely to work. */
  | 'busy'
  /** 429 TooManyAttempts / TooManyRequests. */
  | 'tooManyRequests'
  /** 409 NotAllowed: the learning path does not allow it yet (DESIGN.md §3b). */
  | 'notAllowed'
  /** 409 Conflict: changed meanwhile (another tab or device). */
  | 'conflict'
  /** 403 InvalidIdentification: this account may not do it. */
  | 'forbidden'
  /** 404 NotFound. */
  | 'notFound'
  /** 400 ValidationFailed: the server did not accept what was sent. */
  | 'rejected'
  /** 503 Maintenance. */
  | 'maintenance'
  /** 500 and anything unexpected, an unreadable answer included. */
  | 'server';

export const FAILURE_REASONS: readonly FailureReason[] = [
  'offline',
  'busy',
  'tooManyRequests',
  'notAllowed',
  'conflict',
  'forbidden',
  'notFound',
  'rejected',
  'maintenance',
  'server',
];

const isOffline = (): boolean =>
  typeof navigator !== 'undefined' && navigator.onLine === false;

/** The reason to tell for a failed request (any thrown value). */
export function failureReasonOf(error: unknown): FailureReason {
  if (!isApiError(error)) {
    // A fetch made outside apiRequest rejects with a TypeError when the network fails.
    return error instanceof TypeError || isOffline() ? 'offline' : 'server';
  }
  if (error.network) return 'offline';
  switch (error.code) {
    case 'Maintenance':
      return 'maintenance';
    case 'Unavailable':
    case 'RequestTimeout':
      return 'busy';
    case 'TooManyAttempts':
    case 'TooManyRequests':
      return 'tooManyRequests';
    case 'NotAllowed':
      return 'notAllowed';
    case 'Conflict':
      return 'conflict';
    case 'InvalidIdentification':
    case 'InvalidToken':
      return 'forbidden';
    case 'NotFound':
      return 'notFound';
    case 'ValidationFailed':
      return 'rejected';
    default:
      break;
  }
  const { status } = error;
  if (status === 503 || status === 408 || status === 502 || status === 504)
    return 'busy';
  if (status === 429) return 'tooManyRequests';
  if (status === 409) return 'conflict';
  if (status === 403 || status === 401) return 'forbidden';
  if (status === 404) return 'notFound';
  if (status >= 400 && status < 500) return 'rejected';
  return 'server';
}

/**
 * The common namespace's keys for a failure: a heading (spec 01 §8 "Oops!
 * Something went wrong", or "try again" / "no connection" when a retry is
 * likely to mend it) and the reason in words.
 */
export function failureTextKeys(error: unknown): {
  title: 'error.title' | 'error.tryAgainTitle' | 'error.offlineTitle';
  text: `error.reasons.${FailureReason}`;
} {
  const reason = failureReasonOf(error);
  const title =
    reason === 'offline'
      ? 'error.offlineTitle'
      : reason === 'busy'
        ? 'error.tryAgainTitle'
        : 'error.title';
  return { title, text: `error.reasons.${reason}` };
}
