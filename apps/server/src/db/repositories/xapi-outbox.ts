import { and, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { namedQuery } from '../named-query';
import {
  xapiOutbox,
  type StoredXapiStatement,
} from '../schema-learning-records';

export interface OutboxItem {
  statementId: string;
  attempts: number;
  statement: StoredXapiStatement;
  timestamp: Date;
  stored: Date;
}

/**
 * The outbox to the external LRS (learning/lrs-outbox.ts): due rows claimed
 * with a lease, marked sent or retried later, and sent rows purged.
 */
export function xapiOutboxQueries(db: Db) {
  return {
    /**
     * Claims up to `limit` due outbox rows for `leaseSeconds`: SKIP LOCKED
     * keeps two instances off the same rows, and the lease keeps them off a
     * row while its send is in flight.
     */
    async claimDue(limit: number, leaseSeconds: number): Promise<OutboxItem[]> {
      const rows = await namedQuery<{
        statementId: string;
        attempts: number;
        statement: StoredXapiStatement | string;
        timestamp: Date | string;
        stored: Date | string;
      }>(
        db,
        'xapi_outbox_claim',
        sql`
        with due as (
          select statement_id from xapi_outbox
          where sent_at is null and next_attempt_at <= now()
          order by next_attempt_at
          limit ${limit}
          for update skip locked
        ), claimed as (
          update xapi_outbox o
          set attempts = o.attempts + 1,
            next_attempt_at = now() + make_interval(secs => ${leaseSeconds})
          from due where o.statement_id = due.statement_id
          returning o.statement_id, o.attempts
        )
        select c.statement_id::text as "statementId", c.attempts,
          s.statement, s."timestamp", s.stored
        from claimed c join xapi_statements s on s.id = c.statement_id`,
      );
      return rows.map((r) => ({
        statementId: r.statementId,
        attempts: r.attempts,
        statement:
          typeof r.statement === 'string'
            ? (JSON.parse(r.statement) as StoredXapiStatement)
            : r.statement,
        timestamp: new Date(r.timestamp),
        stored: new Date(r.stored),
      }));
    },

    async markSent(statementId: string, note: string | null = null) {
      await db
        .update(xapiOutbox)
        .set({ sentAt: sql`now()`, lastError: note })
        .where(eq(xapiOutbox.statementId, statementId));
    },

    async retryLater(statementId: string, error: string, delayMs: number) {
      await db
        .update(xapiOutbox)
        .set({
          lastError: error.slice(0, 500),
          nextAttemptAt: sql`now() + make_interval(secs => ${delayMs / 1000})`,
        })
        .where(eq(xapiOutbox.statementId, statementId));
    },

    /** How many statements wait for the LRS and how many it took. */
    async outboxCounts() {
      const rows = await db
        .select({
          waiting: sql<number>`count(*) filter (where ${xapiOutbox.sentAt} is null)::int`,
          sent: sql<number>`count(*) filter (where ${xapiOutbox.sentAt} is not null)::int`,
        })
        .from(xapiOutbox);
      return rows[0] ?? { waiting: 0, sent: 0 };
    },

    /** Deletes rows the LRS took (or refused for good) before `before`; answers how many. */
    async purgeSent(before: Date): Promise<number> {
      const rows = await db
        .delete(xapiOutbox)
        .where(and(isNotNull(xapiOutbox.sentAt), lt(xapiOutbox.sentAt, before)))
        .returning({ id: xapiOutbox.statementId });
      return rows.length;
    },
  };
}
