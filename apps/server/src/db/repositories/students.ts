import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { students } from '../schema';

export type StudentRow = typeof students.$inferSelect;
export type NewStudent = typeof students.$inferInsert;

export function studentsRepository(db: Db) {
  return {
    async findByUserName(userName: string): Promise<StudentRow | undefined> {
      const rows = await db
        .select()
        .from(students)
        .where(eq(students.userName, userName.trim().toLowerCase()))
        .limit(1);
      return rows[0];
    },
    async findById(id: string): Promise<StudentRow | undefined> {
      const rows = await db
        .select()
        .from(students)
        .where(eq(students.id, id))
        .limit(1);
      return rows[0];
    },
    async list(): Promise<StudentRow[]> {
      return db.select().from(students).orderBy(asc(students.userName));
    },
    async insertMany(rows: NewStudent[], tx: Db = db): Promise<StudentRow[]> {
      if (rows.length === 0) return [];
      return tx
        .insert(students)
        .values(
          rows.map((r) => ({
            ...r,
            userName: r.userName.trim().toLowerCase(),
          })),
        )
        .returning();
    },
    async update(
      id: string,
      patch: Partial<Omit<NewStudent, 'id'>>,
    ): Promise<StudentRow | undefined> {
      const rows = await db
        .update(students)
        .set(patch)
        .where(eq(students.id, id))
        .returning();
      return rows[0];
    },
    /**
     * Stores the same password hashed again, unless the hash changed since
     * it was read (a password reset in between must win).
     */
    async replacePasswordHash(
      id: string,
      from: string,
      to: string,
    ): Promise<boolean> {
      const rows = await db
        .update(students)
        .set({ passwordHash: to })
        .where(and(eq(students.id, id), eq(students.passwordHash, from)))
        .returning({ id: students.id });
      return rows.length > 0;
    },
    async count(): Promise<number> {
      const rows = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(students);
      return rows[0]?.n ?? 0;
    },
  };
}
