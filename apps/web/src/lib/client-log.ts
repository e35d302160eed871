import type { ClientLogEntry } from './api/post-client-log';
import type { FailedRequest } from './api-error';

// The request, and with it the wire contract's zod schemas, loads with the
// first report instead of with the first page (issue 16).
const loadRequest = () => import('./api/post-client-log');

const cut = (s: string | undefined, max: number) =>
  s === undefined ? undefined : s.slice(0, max);
// A broken page must not flood the log: at most this many reports per page load.
const MAX_REPORTS = 30;
let sent = 0;

function send(
  entry: Omit<ClientLogEntry, 'Time' | 'Platform' | 'SystemName' | 'Title'>,
): void {
  if (sent >= MAX_REPORTS) return;
  sent += 1;
  const body: ClientLogEntry = {
    ...entry,
    Message: entry.Message.slice(0, 2000),
    Title: cut(
      typeof document === 'undefined' ? undefined : document.title,
      200,
    ),
    SystemName: 'Grammar Pro web',
    Platform: cut(
      typeof navigator === 'undefined' ? undefined : navigator.userAgent,
      200,
    ),
    Time: new Date().toISOString(),
  };
  loadRequest()
    .then(({ postClientLogRequest }) => postClientLogRequest(body))
    .catch(() => {
      // Reporting is best effort; a failure here has nowhere else to go.
    });
}

/** spec 01 §7: failed requests go to the error log with message, status, title and URL. */
export function reportFailedRequest(failure: FailedRequest): void {
  send({
    Kind: 'request',
    Message: failure.message,
    Status: failure.status,
    Url: cut(`${failure.method} ${failure.path}`, 2000),
  });
}

/** spec 01 §8: uncaught exceptions with message, stack and cause (the token identifies the student). */
export function reportException(error: unknown): void {
  const e = error instanceof Error ? error : new Error(String(error));
  send({
    Kind: 'exception',
    Message: e.message || e.name,
    Stack: cut(e.stack, 8000),
    Cause: cut(e.cause === undefined ? undefined : String(e.cause), 2000),
    Url: cut(
      typeof location === 'undefined' ? undefined : location.pathname,
      2000,
    ),
  });
}

export function installGlobalErrorReporting(
  target: Window = window,
): () => void {
  const onError = (event: ErrorEvent) =>
    reportException(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) =>
    reportException(event.reason);
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}

/** For tests. */
export function resetClientLogLimit(): void {
  sent = 0;
}
