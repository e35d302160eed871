import { and, asc, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { MAX_ACTIVE_SESSIONS } from '@gp/domain';
import type { Db } from '../client';
import { namedQuery } from '../named-query';
import { activeSession, SESSION_IDLE_DAYS } from './active-session';
import { sessions, students } from '../schema';
import { statementsCte, type PendingStatements } from './learning-records';

export { activeSession, SESSION_IDLE_DAYS } from './active-session';
/** last_used_at is written at most this often, to keep reads cheap. */
const TOUCH_INTERVAL = sql`interval '1 minute'`;

export type SessionRow = typeof sessions.$inferSelect;
/** What the sign-in answer lists of each active session. */
export type ActiveSession = Pick<
  SessionRow,
  'id' | 'device' | 'createdAt' | 'lastUsedAt'
>;

/** No learning records to store with a session (a session opened outside a sign-in). */
const NO_STATEMENTS: PendingStatements = { rows: '[]', forward: false };

export function sessionsRepository(db: Db) {
  // One statement for any number of keys: the session check batches the
  // requests of one event-loop turn (plugins/auth.ts, lib/tick-batch.ts).
  const findByTokenHashesQuery = db
    .select({
      tokenHash: sessions.tokenHash,
      sessionId: sessions.id,
      lastUsedAt: sessions.lastUsedAt,
      student: students,
    })
    .from(sessions)
    .innerJoin(students, eq(students.id, sessions.studentId))
    .where(
      and(
        sql`${sessions.tokenHash} = any(${sql.placeholder('tokenHashes')}::text[])`,
        activeSession(),
      ),
    )
    .prepare('sessions_find_active_by_token_hashes');
  const liveQuery = db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        sql`${sessions.id} = any(${sql.placeholder('sessionIds')}::uuid[])`,
        isNull(sessions.endedAt),
      ),
    )
    .prepare('sessions_live');
  const findActiveByTokenHashes = async (tokenHashes: string[]) =>
    findByTokenHashesQuery.execute({ tokenHashes });
  return {
    /**
     * Which of these sessions have not been ended: primary-key reads in one
     * statement, made on every use of a cached session so that a logout on
     * any instance is refused on the very next call (issue 14, ASVS 5.0
     * §7.4.1).
     */
    async liveOf(sessionIds: string[]): Promise<Set<string>> {
      return new Set(
        (await liveQuery.execute({ sessionIds })).map((r) => r.id),
      );
    },
    /** The live sessions of these token hashes, each with its token hash and student. */
    findActiveByTokenHashes,
    /** The live session of a token hash with its student, or undefined. */
    async findActiveByTokenHash(tokenHash: string) {
      return (await findActiveByTokenHashes([tokenHash]))[0];
    },
    async touch(sessionId: string): Promise<void> {
      await db
        .update(sessions)
        .set({ lastUsedAt: sql`now()` })
        .where(
          and(
            eq(sessions.id, sessionId),
            lt(sessions.lastUsedAt, sql`now() - ${TOUCH_INTERVAL}`),
          ),
        );
    },
    async listActive(studentId: string, tx: Db = db): Promise<SessionRow[]> {
      return tx
        .select()
        .from(sessions)
        .where(and(eq(sessions.studentId, studentId), activeSession()))
        .orderBy(desc(sessions.lastUsedAt), asc(sessions.createdAt));
    },
    /**
     * Opens a session unless the student already has the domain's
     * MAX_ACTIVE_SESSIONS (the specification's NUMBER_OF_TOKEN) active ones,
     * and stores the sign-in's learning records with it, in one round trip:
     * the database function of migration 0011 locks the student row, so two
     * sign-ins cannot both take the last place, and the records are written
     * only when the session was opened. Answers the active sessions either
     * way, the new one included, in listActive's order (the sign-in answer
     * lists them).
     */
    async openIfRoom(
      studentId: string,
      tokenHash: string,
      device: string,
      /** The sign-in's learning records, stored with the new session (DESIGN.md §4). */
      records: PendingStatements = NO_STATEMENTS,
    ): Promise<{ opened: boolean; active: ActiveSession[] }> {
      const rows = await namedQuery<{
        session_id: string;
        session_device: string;
        session_created_at: Date | string;
        session_last_used_at: Date | string;
        is_new: boolean;
      }>(
        db,
        'sessions_open_if_room',
        sql`with opened as (
          select * from open_session(${studentId}::uuid, ${tokenHash}::text, ${device}::text, ${MAX_ACTIVE_SESSIONS}::integer, ${SESSION_IDLE_DAYS}::integer)
        ), claimed as (
          select 1 from opened where is_new
        ), ${statementsCte('claimed', records)}
        select * from opened`,
      );
      return {
        opened: rows.some((r) => r.is_new),
        // The timestamps may come back as text (PGlite's execute).
        active: rows.map((r) => ({
          id: r.session_id,
          device: r.session_device,
          createdAt: new Date(r.session_created_at),
          lastUsedAt: new Date(r.session_last_used_at),
        })),
      };
    },
    /** Ends a session; answers whether it was still open. */
    async end(sessionId: string, tx: Db = db): Promise<boolean> {
      const ended = await tx
        .update(sessions)
        .set({ endedAt: sql`now()` })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.endedAt)))
        .returning({ id: sessions.id });
      return ended.length > 0;
    },
    /** Ends every session of a student; answers how many were open. */
    async endAll(studentId: string): Promise<number> {
      const rows = await db
        .update(sessions)
        .set({ endedAt: sql`now()` })
        .where(and(eq(sessions.studentId, studentId), isNull(sessions.endedAt)))
        .returning({ id: sessions.id });
      return rows.length;
    },
  };
}
