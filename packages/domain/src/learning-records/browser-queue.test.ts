import { describe, expect, it } from 'vitest';
import {
  STATEMENT_RETRY_MAX_MS,
  statementRetryDelayMs,
  statementSendStep,
  usableXapiToken,
} from './browser-queue';

describe('browser learning-record queue (spec 02 §4 sending, DESIGN.md §4 "queued in IndexedDB until stored")', () => {
  it('removes a statement once the store has it (2xx, a repeat included)', () => {
    expect(statementSendStep({ kind: 'stored' }, false)).toEqual({
      type: 'remove',
    });
    expect(statementSendStep({ kind: 'status', status: 204 }, false)).toEqual({
      type: 'remove',
    });
  });

  it('refetches the token and retries the same statement on an invalid token (spec 02 §4)', () => {
    expect(statementSendStep({ kind: 'status', status: 401 }, false)).toEqual({
      type: 'newToken',
    });
    // A token fetched a moment ago and refused already: keep the statement for later.
    expect(statementSendStep({ kind: 'status', status: 401 }, true)).toEqual({
      type: 'later',
    });
  });

  it.each([400, 403, 409, 413])(
    'drops a statement the store refuses for good (%i) and says why, to be logged',
    (status) => {
      const step = statementSendStep({ kind: 'status', status }, false);
      expect(step.type).toBe('drop');
      expect(step.type === 'drop' && step.reason).toMatch(String(status));
    },
  );

  it.each([
    [{ kind: 'network' } as const],
    [{ kind: 'noToken' } as const],
    [{ kind: 'status', status: 500 } as const],
    [{ kind: 'status', status: 503 } as const],
    [{ kind: 'status', status: 429 } as const],
    [{ kind: 'status', status: 404 } as const],
  ])(
    'keeps it for later, never dropped, on %o (a lost connection loses nothing)',
    (outcome) => {
      expect(statementSendStep(outcome, false)).toEqual({ type: 'later' });
    },
  );
});

describe('retry back-off', () => {
  it('doubles from 2 s up to 5 minutes, with a random part between half and all of it', () => {
    expect(statementRetryDelayMs(1, 1)).toBe(2_000);
    expect(statementRetryDelayMs(2, 1)).toBe(4_000);
    expect(statementRetryDelayMs(3, 0)).toBe(4_000);
    expect(statementRetryDelayMs(50, 1)).toBe(STATEMENT_RETRY_MAX_MS);
    expect(statementRetryDelayMs(0, 1)).toBe(2_000);
  });
});

describe('usable token (spec 02 §5)', () => {
  it('needs a non-empty Token after trimming', () => {
    expect(usableXapiToken('  abc ')).toBe('abc');
    expect(usableXapiToken('   ')).toBeNull();
    expect(usableXapiToken(undefined)).toBeNull();
  });
});
