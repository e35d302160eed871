import { and, asc, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { isTooManyDevices } from '@gp/domain';
import type { Db } from '../client';
import { sessions, students } from '../schema';

/** Sessions slide-expire after 30 idle days (DESIGN.md §4). */
export const SESSION_IDLE_DAYS = 30;
/** last_used_at is written at most this often, to keep reads cheap. */
const TOUCH_INTERVAL = sql`interval '1 minute'`;

const idleLimit = () =>
  sql`now() - make_interval(days => ${SESSION_IDLE_DAYS})`;
/** A session its student can still use: not ended, used within SESSION_IDLE_DAYS. */
export const activeSession = () =>
  and(isNull(sessions.endedAt), gt(sessions.lastUsedAt, idleLimit()));

export type SessionRow = typeof sessions.$inferSelect;

export function sessionsRepository(db: Db) {
  const findByTokenHashQuery = db
    .select({
      sessionId: sessions.id,
      lastUsedAt: sessions.lastUsedAt,
      student: students,
    })
    .from(sessions)
    .innerJoin(students, eq(students.id, sessions.studentId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        activeSession(),
      ),
    )
    .limit(1)
    .prepare('sessions_find_active_by_token_hash');
  const isLiveQuery = db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        isNull(sessions.endedAt),
      ),
    )
    .limit(1)
    .prepare('sessions_is_live');
  return {
    /**
     * Whether a session has not been ended: one primary-key read, made on
     * every use of a cached session so that a logout on any instance is
     * refused on the very next call (issue 14, ASVS 5.0 §7.4.1).
     */
    async isLive(sessionId: string): Promise<boolean> {
      return (await isLiveQuery.execute({ sessionId })).length > 0;
    },
    /** The live session of a token hash with its student, or undefined. */
    async findActiveByTokenHash(tokenHash: string) {
      return (await findByTokenHashQuery.execute({ tokenHash }))[0];
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
     * MAX_ACTIVE_SESSIONS (the specification's NUMBER_OF_TOKEN) active ones; the student row is locked so two sign-ins cannot both take the
     * last place. Answers the active sessions either way, the new one
     * included, in listActive's order (the sign-in answer lists them).
     */
    async openIfRoom(
      studentId: string,
      tokenHash: string,
      device: string,
      /** Written with the new session, in its transaction (its learning record). */
      alsoStore?: (tx: Db) => Promise<void>,
    ): Promise<{ opened: boolean; active: SessionRow[] }> {
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select id from students where id = ${studentId} for update`,
        );
        const current = await this.listActive(studentId, tx as unknown as Db);
        if (isTooManyDevices(current.length))
          return { opened: false, active: current };
        const [opened] = await tx
          .insert(sessions)
          .values({ studentId, tokenHash, device })
          .returning();
        if (alsoStore) await alsoStore(tx as unknown as Db);
        // No second read after the commit: the new session joins the list.
        const active = [...current, opened!].sort(
          (a, b) =>
            b.lastUsedAt.getTime() - a.lastUsedAt.getTime() ||
            a.createdAt.getTime() - b.createdAt.getTime(),
        );
        return { opened: true, active };
      });
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
