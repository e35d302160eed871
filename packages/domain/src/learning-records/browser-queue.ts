// How the browser's learning-record queue (apps/web lib/learning-records) applies spec 02 §4
// "Learning-activity sending" under DESIGN.md §4 Learning records: "the browser sends only
// what the server cannot see (explainer watched, page time), queued in IndexedDB until
// stored". Statements go one at a time; each is removed only once the store has it or has
// refused it for good, so a closed tab or a lost connection loses nothing.

/** What one attempt to send a statement came to. */
export type StatementSendOutcome =
  /** The store answered 2xx (a repeat of the same statement is 2xx too). */
  | { kind: 'stored' }
  /** The store answered an HTTP status other than 2xx. */
  | { kind: 'status'; status: number }
  /** No answer: the network failed or the request timed out. */
  | { kind: 'network' }
  /** No usable token: the token call failed, or its Token was blank after trimming (spec 02 §5). */
  | { kind: 'noToken' };

export type StatementStep =
  /** Remove it from the queue: stored. */
  | { type: 'remove' }
  /** Remove it and log why: the store will never take it (400 invalid, 403 not the token's student, 409 the id holds a different statement, 413 too large). */
  | { type: 'drop'; reason: string }
  /** Fetch a new token and send the same statement again now (spec 02 §4 invalid-token rule). */
  | { type: 'newToken' }
  /** Keep it and try again later (network, 5xx, 429, a token that cannot be had yet). */
  | { type: 'later' };

const REFUSED: Readonly<Record<number, string>> = {
  400: 'invalid statement',
  403: "actor is not the token's student",
  409: 'a different statement already has this id',
  413: 'statement too large',
};

// spec 02 §4: "On an invalid-token failure it refetches the token and retries the same
// statement." spec 02 §4 and §8 then move on after any other failure and drop the statement
// when no token can be had; DESIGN.md §4 (which wins) keeps it queued until stored, so a
// failure that may pass later keeps the statement and only a permanent refusal drops it.
export function statementSendStep(
  outcome: StatementSendOutcome,
  tokenIsFresh: boolean,
): StatementStep {
  switch (outcome.kind) {
    case 'stored':
      return { type: 'remove' };
    case 'network':
    case 'noToken':
      return { type: 'later' };
    case 'status': {
      const { status } = outcome;
      if (status >= 200 && status < 300) return { type: 'remove' };
      // A token fetched a moment ago that is refused already will not get better by refetching at once.
      if (status === 401)
        return tokenIsFresh ? { type: 'later' } : { type: 'newToken' };
      const reason = REFUSED[status];
      if (reason) return { type: 'drop', reason: `${status} ${reason}` };
      return { type: 'later' };
    }
  }
}

/** The first wait after a failure, and the longest. */
export const STATEMENT_RETRY_BASE_MS = 2_000;
export const STATEMENT_RETRY_MAX_MS = 5 * 60_000;

// Back-off while the store or the network is down: 2 s, 4 s, 8 s ... up to 5 minutes, with
// a random part (`random` in [0, 1)) so that a whole class coming back online does not
// retry in step.
export function statementRetryDelayMs(
  failures: number,
  random: number,
): number {
  const exponent = Math.max(0, Math.min(failures - 1, 20));
  const ceiling = Math.min(
    STATEMENT_RETRY_MAX_MS,
    STATEMENT_RETRY_BASE_MS * 2 ** exponent,
  );
  return Math.round(ceiling * (0.5 + Math.min(Math.max(random, 0), 1) / 2));
}

/** spec 02 §5: "A usable learning-activity token must have a non-empty Token after trimming." */
export function usableXapiToken(
  token: string | undefined | null,
): string | null {
  const trimmed = token?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}
