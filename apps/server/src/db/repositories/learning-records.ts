import { and, asc, desc, eq, gt, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client';
import { namedQuery } from '../named-query';
import { xapiCredentialQueries } from './xapi-credentials';
import { xapiOutboxQueries } from './xapi-outbox';
import {
  xapiStatements,
  type StoredXapiStatement,
} from '../schema-learning-records';

export type { OutboxItem } from './xapi-outbox';

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

export function learningRecordsRepository(db: Db) {
  return {
    ...xapiOutboxQueries(db),
    ...xapiCredentialQueries(db),
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

    /**
     * How many of the student's statements (the server's own included) were
     * stored in the last minute, counting the newest `atMost` only (an index
     * range, however long the history), and the seconds until the oldest of
     * them leaves the minute.
     */
    async storedLastMinute(
      studentId: string,
      atMost: number,
    ): Promise<{ count: number; retryAfterSeconds: number }> {
      const [row] = await namedQuery<{ n: number; wait: number | null }>(
        db,
        'xapi_statements_last_minute',
        sql`
        select count(*)::int as n,
          extract(epoch from min(r.stored) + interval '1 minute' - now())::float8 as wait
        from (
          select stored from xapi_statements where student_id = ${studentId}
          order by seq desc limit ${atMost}
        ) r
        where r.stored > now() - interval '1 minute'`,
      );
      return {
        count: row?.n ?? 0,
        retryAfterSeconds: Math.max(1, Math.ceil(row?.wait ?? 60)),
      };
    },
  };
}
