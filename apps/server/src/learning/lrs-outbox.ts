// The outbox to an external LRS (DESIGN.md §4 Learning records): every
// statement stored while LRS_ENDPOINT is set waits in xapi_outbox, written in
// the same SQL statement as itself, until the LRS takes it. Sends are PUTs by
// statementId, so a resend after a crash between sending and marking is
// harmless; rows are claimed with SKIP LOCKED and a lease, so two instances
// on one database never send the same row at once.
import type { FastifyInstance } from 'fastify';
import { XAPI_VERSION_HEADER } from '@gp/api';
import { XAPI_VERSION } from '@gp/domain';
import type { OutboxItem } from '../db/repositories/learning-records';
import { answeredStatement } from './xapi-store';

export interface LrsOutboxOptions {
  /** The LRS's xAPI base, e.g. https://lrs.example.com/xapi/ */
  endpoint: string;
  username?: string;
  password?: string;
  /** The first wait after a failure; it doubles up to MAX_BACKOFF_MS. */
  retryBaseMs: number;
  /** How long to wait for the LRS's answer. */
  timeoutMs?: number;
  /** Rows claimed at once. */
  batch?: number;
}

export const MAX_BACKOFF_MS = 5 * 60_000;

/** The wait before attempt `attempts + 1`: doubling from the base, a quarter of jitter. */
export function backoffMs(
  attempts: number,
  baseMs: number,
  random = Math.random,
): number {
  const plain = Math.min(
    baseMs * 2 ** Math.max(0, attempts - 1),
    MAX_BACKOFF_MS,
  );
  return Math.round(plain * (0.75 + random() / 2));
}

/** Statuses after which a resend cannot succeed: the row is closed with the reason. */
const isFinalRefusal = (status: number) =>
  status >= 400 && status < 500 && ![401, 403, 408, 429].includes(status);

export interface LrsOutbox {
  /** Sends what is due now; answers how many rows it handled. For tests and shutdown. */
  drainOnce(): Promise<number>;
  stop(): Promise<void>;
}

export function startLrsOutbox(
  app: FastifyInstance,
  opts: LrsOutboxOptions,
): LrsOutbox {
  const repo = app.repos.learningRecords;
  const base = opts.endpoint.replace(/\/+$/, '');
  const timeoutMs = opts.timeoutMs ?? 10_000;
  // The lease outlasts a send, so no other instance takes a row mid-send.
  const leaseSeconds = Math.ceil((timeoutMs * 3) / 1000);
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    [XAPI_VERSION_HEADER]: XAPI_VERSION,
  };
  if (opts.username !== undefined || opts.password !== undefined)
    headers.authorization = `Basic ${Buffer.from(`${opts.username ?? ''}:${opts.password ?? ''}`).toString('base64')}`;

  async function send(item: OutboxItem): Promise<void> {
    const {
      stored: _s,
      authority: _a,
      version: _v,
      ...statement
    } = answeredStatement(item);
    let failure: string;
    try {
      const res = await fetch(
        `${base}/statements?statementId=${encodeURIComponent(item.statementId)}`,
        {
          method: 'PUT',
          headers,
          body: JSON.stringify(statement),
          signal: AbortSignal.timeout(timeoutMs),
        },
      );
      await res.arrayBuffer().catch(() => undefined);
      if (res.ok) return repo.markSent(item.statementId);
      failure = `LRS answered ${res.status}`;
      if (isFinalRefusal(res.status)) {
        app.log.error(
          { statementId: item.statementId, status: res.status },
          'the LRS refused a statement; it will not be sent again',
        );
        return repo.markSent(item.statementId, failure);
      }
    } catch (err) {
      failure = `LRS unreachable: ${(err as Error).message}`;
    }
    const wait = backoffMs(item.attempts, opts.retryBaseMs);
    app.log.warn(
      { statementId: item.statementId, attempts: item.attempts, waitMs: wait },
      failure,
    );
    await repo.retryLater(item.statementId, failure, wait);
  }

  async function drainOnce(): Promise<number> {
    const items = await repo.claimDue(opts.batch ?? 50, leaseSeconds);
    // One at a time, in order: an LRS that is down is not hammered.
    for (const item of items) await send(item);
    return items.length;
  }

  const pollMs = Math.min(1_000, opts.retryBaseMs);
  let running = true;
  let wake: (() => void) | undefined;
  const loop = (async () => {
    while (running) {
      let handled = 0;
      try {
        handled = await drainOnce();
      } catch (err) {
        app.log.warn({ err }, 'the LRS outbox could not read its rows');
      }
      if (handled === 0 && running)
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, pollMs);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
    }
  })();

  return {
    drainOnce,
    async stop() {
      running = false;
      wake?.();
      await loop;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    lrsOutbox: LrsOutbox | null;
  }
}

/** Runs the outbox while the app is up when LRS_ENDPOINT is set. */
export function registerLrsOutbox(app: FastifyInstance): void {
  app.decorate<LrsOutbox | null>('lrsOutbox', null);
  const { lrsEndpoint, lrsUsername, lrsPassword, lrsRetryBaseMs } = app.config;
  if (!lrsEndpoint) return;
  app.addHook('onReady', async () => {
    app.lrsOutbox = startLrsOutbox(app, {
      endpoint: lrsEndpoint,
      username: lrsUsername,
      password: lrsPassword,
      retryBaseMs: lrsRetryBaseMs,
    });
  });
  app.addHook('onClose', async () => {
    await app.lrsOutbox?.stop();
  });
}
