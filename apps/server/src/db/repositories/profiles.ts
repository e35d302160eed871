import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { studentProfiles } from '../schema';

export type ProfileRow = typeof studentProfiles.$inferSelect;

export function profilesRepository(db: Db) {
  return {
    async find(studentId: string): Promise<ProfileRow | undefined> {
      const rows = await db
        .select()
        .from(studentProfiles)
        .where(eq(studentProfiles.studentId, studentId))
        .limit(1);
      return rows[0];
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
