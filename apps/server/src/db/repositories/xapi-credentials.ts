import { and, eq, inArray, isNotNull, lt, or } from 'drizzle-orm';
import type { Db } from '../client';
import { sessions, students } from '../schema-accounts';
import { xapiCredentials } from '../schema-learning-records';
import { activeSession } from './active-session';

/**
 * Learning-record credentials (POST /api/v2/xAPI/AccessToken/): stored as a
 * hash, valid while their session is, and purged once it has ended.
 */
export function xapiCredentialQueries(db: Db) {
  return {
    async createCredential(
      keyId: string,
      secretHash: string,
      sessionId: string,
    ): Promise<void> {
      await db.insert(xapiCredentials).values({ keyId, secretHash, sessionId });
    },

    /** The credential's hash and student while its session is active (the sessions' own rule). */
    async findCredential(keyId: string) {
      const rows = await db
        .select({
          secretHash: xapiCredentials.secretHash,
          studentId: students.id,
        })
        .from(xapiCredentials)
        .innerJoin(sessions, eq(sessions.id, xapiCredentials.sessionId))
        .innerJoin(students, eq(students.id, sessions.studentId))
        .where(and(eq(xapiCredentials.keyId, keyId), activeSession()))
        .limit(1);
      return rows[0];
    },

    /**
     * Deletes credentials whose session has ended or was last used before
     * `idleSince` (they open nothing any more: findCredential); answers how many.
     */
    async purgeEndedCredentials(idleSince: Date): Promise<number> {
      const rows = await db
        .delete(xapiCredentials)
        .where(
          inArray(
            xapiCredentials.sessionId,
            db
              .select({ id: sessions.id })
              .from(sessions)
              .where(
                or(
                  isNotNull(sessions.endedAt),
                  lt(sessions.lastUsedAt, idleSince),
                ),
              ),
          ),
        )
        .returning({ keyId: xapiCredentials.keyId });
      return rows.length;
    },
  };
}
