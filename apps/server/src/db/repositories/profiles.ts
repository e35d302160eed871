import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { studentProfiles } from '../schema';

export type ProfileRow = typeof studentProfiles.$inferSelect;

export function profilesRepository(db: Db) {
  const findQuery = db
    .select()
    .from(studentProfiles)
    .where(eq(studentProfiles.studentId, sql.placeholder('studentId')))
    .limit(1)
    .prepare('student_profiles_find');
  return {
    async find(studentId: string): Promise<ProfileRow | undefined> {
      return (await findQuery.execute({ studentId }))[0];
    },
    async upsert(
      studentId: string,
      patch: Partial<Omit<ProfileRow, 'studentId' | 'updatedAt'>>,
    ): Promise<ProfileRow> {
      const rows = await db
        .insert(studentProfiles)
        .values({ studentId, ...patch })
        .onConflictDoUpdate({
          target: studentProfiles.studentId,
          set: { ...patch, updatedAt: new Date() },
        })
        .returning();
      return rows[0]!;
    },
  };
}
