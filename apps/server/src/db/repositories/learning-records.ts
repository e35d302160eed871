import {
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  lt,
  lte,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../client';
import { namedQuery } from '../named-query';
import { sessions, students } from '../schema-accounts';
import {
  xapiCredentials,
  xapiOutbox,
  xapiStatements,
  type StoredXapiStatement,
} from '../schema-learning-records';

/**
 * Statements ready to be written by one SQL statement: the rows as one JSON
 * parameter (PostgreSQL expands it), and whether each also goes to the
 * outbox (LRS_ENDPOINT set). Built by the learning-records service.
 */
export interface PendingStatements {
  rows: string;
  forward: boolean;
}

export interface StatementRow {
  id: string;
  studentId: string;
  verb: string;
  activity: string;
  /** ISO time: the statement's timestamp, or now when it has none. */
  timestamp: string;
  statement: StoredXapiStatement;
}

export function pendingStatements(
  rows: readonly StatementRow[],
  forward: boolean,
): PendingStatements {
  return {
    rows: JSON.stringify(
      rows.map((r) => ({
        id: r.id,
        student_id: r.studentId,
        verb: r.verb,
        activity: r.activity,
        ts: r.timestamp,
        statement: r.statement,
      })),
    ),
    forward,
  };
}

/**
 * Two CTEs that store statements and their outbox rows, for a statement that
 * records an event: `with claimed as (...), ${statementsCte('claimed', p)}`
 * writes them only when `claimed` yielded a row, so the event and its
 * statements commit together or not at all (DESIGN.md §4 Learning records).
 * The text never varies (the gate is a fixed name), so it can be prepared.
 */
export function statementsCte(
  gate: 'claimed' | null,
  pending: PendingStatements,
): SQL {
  const when = gate
    ? sql.raw(`exists (select 1 from ${gate})`)
    : sql.raw('true');
  return sql`xapi_rows as (
    insert into xapi_statements (id, student_id, verb, activity, "timestamp", statement)
    select x.id, x.student_id, x.verb, x.activity, x.ts, x.statement
    from jsonb_to_recordset(${pending.rows}::jsonb) as x(
      id uuid, student_id uuid, verb text, activity text, ts timestamptz, statement jsonb)
    where ${when}
    on conflict (id) do nothing
    returning id
  ), xapi_out as (
    insert into xapi_outbox (statement_id)
    select id from xapi_rows where ${pending.forward}::boolean
  )`;
}

export interface StatementFilter {
  studentId: string;
  verb?: string;
  activity?: string;
  since?: Date;
  until?: Date;
  /** Rows after (or, ascending, before) this stored position. */
  cursor?: number;
  ascending: boolean;
  limit: number;
}

export interface OutboxItem {
  statementId: string;
  attempts: number;
  statement: StoredXapiStatement;
  timestamp: Date;
  stored: Date;
}

export function learningRecordsRepository(db: Db) {
  return {
    /** Writes server-side statements on their own (or inside `tx`, with its event). */
    async record(pending: PendingStatements, tx: Db = db): Promise<void> {
      await tx.execute(
        sql`with ${statementsCte(null, pending)} select count(*) from xapi_rows`,
      );
    },

    /**
     * Stores statements a client sent, all or none: a new id is stored; a
     * used id is fine when the statement is the same (answers `same`), and a
     * conflict otherwise (xAPI 1.0.3 Communication §2.1.1 409). Answers, per
     * id, 'stored', 'same' or 'conflict'; the caller rolls back on conflict.
     */
    async storeAll(
      pending: PendingStatements,
      onOutcome: (
        outcomes: Map<string, 'stored' | 'same' | 'conflict'>,
      ) => void,
      /** Several statements: stored in a transaction, so a conflict stores none. */
      atomic: boolean,
    ): Promise<void> {
      const run = async (exec: Db) => {
        // One statement needs no transaction: a conflict inserts nothing.
        const rows = await namedQuery<{
          id: string;
          stored: boolean;
          same: boolean | null;
        }>(
          exec,
          'xapi_statements_store',
          sql`
          with ${statementsCte(null, pending)}
          select i.id::text as id, (r.id is not null) as stored,
            (s.statement = i.statement) as same
          from jsonb_to_recordset(${pending.rows}::jsonb) as i(id uuid, statement jsonb)
          left join xapi_rows r on r.id = i.id
          left join xapi_statements s on s.id = i.id`,
        );
        const outcomes = new Map<string, 'stored' | 'same' | 'conflict'>();
        const raced: string[] = [];
        for (const r of rows) {
          if (r.stored) outcomes.set(r.id, 'stored');
          else if (r.same === null) raced.push(r.id);
          else outcomes.set(r.id, r.same ? 'same' : 'conflict');
        }
        // Stored by a concurrent request after this statement's snapshot:
        // ON CONFLICT waited for it, so a new read sees it.
        if (raced.length > 0) {
          const incoming = new Map(
            (
              JSON.parse(pending.rows) as {
                id: string;
                statement: StoredXapiStatement;
              }[]
            ).map((r) => [r.id, r.statement]),
          );
          for (const id of raced) {
            const now = await exec
              .select({
                same: sql<boolean>`${xapiStatements.statement} = ${JSON.stringify(incoming.get(id))}::jsonb`,
              })
              .from(xapiStatements)
              .where(eq(xapiStatements.id, id));
            outcomes.set(id, now[0]?.same ? 'same' : 'conflict');
          }
        }
        onOutcome(outcomes);
      };
      if (atomic) await db.transaction(async (tx) => run(tx as unknown as Db));
      else await run(db);
    },

    async find(id: string) {
      const rows = await db
        .select({
          studentId: xapiStatements.studentId,
          statement: xapiStatements.statement,
          timestamp: xapiStatements.timestamp,
          stored: xapiStatements.stored,
        })
        .from(xapiStatements)
        .where(eq(xapiStatements.id, id))
        .limit(1);
      return rows[0];
    },

    /** A page of a student's statements, newest stored first unless ascending. */
    async query(f: StatementFilter) {
      const conditions = [eq(xapiStatements.studentId, f.studentId)];
      if (f.verb) conditions.push(eq(xapiStatements.verb, f.verb));
      if (f.activity) conditions.push(eq(xapiStatements.activity, f.activity));
      if (f.since) conditions.push(gt(xapiStatements.stored, f.since));
      if (f.until) conditions.push(lte(xapiStatements.stored, f.until));
      if (f.cursor !== undefined)
        conditions.push(
          f.ascending
            ? gt(xapiStatements.seq, f.cursor)
            : lt(xapiStatements.seq, f.cursor),
        );
      return db
        .select({
          seq: xapiStatements.seq,
          statement: xapiStatements.statement,
          timestamp: xapiStatements.timestamp,
          stored: xapiStatements.stored,
        })
        .from(xapiStatements)
        .where(and(...conditions))
        .orderBy(
          f.ascending ? asc(xapiStatements.seq) : desc(xapiStatements.seq),
        )
        .limit(f.limit);
    },

    async createCredential(
      keyId: string,
      secretHash: string,
      sessionId: string,
    ): Promise<void> {
      await db.insert(xapiCredentials).values({ keyId, secretHash, sessionId });
    },

    /** The credential's hash and student while its session is live (not ended, not idle 30 days). */
    async findCredential(keyId: string) {
      const rows = await db
        .select({
          secretHash: xapiCredentials.secretHash,
          studentId: students.id,
        })
        .from(xapiCredentials)
        .innerJoin(sessions, eq(sessions.id, xapiCredentials.sessionId))
        .innerJoin(students, eq(students.id, sessions.studentId))
        .where(
          and(
            eq(xapiCredentials.keyId, keyId),
            sql`${sessions.endedAt} is null`,
            gte(sessions.lastUsedAt, sql`now() - interval '30 days'`),
          ),
        )
        .limit(1);
      return rows[0];
    },

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
  };
}
