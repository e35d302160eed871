import { and, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { customTests } from '../schema-custom-tests';
import type { diagnosticTests } from '../schema-tests';
import type { Db } from '../client';
import { namedQuery } from '../named-query';
import { statementsCte, type PendingStatements } from './learning-records';

/** A table of handed-out tests: one open (unsubmitted) test a student, keyed by its test key. */
type HandedOutTable = typeof diagnosticTests | typeof customTests;

/**
 * What the diagnostic and custom test repositories do alike with a handed-out
 * test: find the student's open one or one by key, store a new open one
 * (once, even when two requests race), and drop one never submitted.
 * Statements are prepared once under `name`'s prefix: built by Drizzle and
 * planned by PostgreSQL once per connection, not per call.
 */
export function handedOutTests<T extends HandedOutTable>(
  db: Db,
  table: T,
  name: string,
) {
  type Row = T['$inferSelect'];
  // Both tables have the same key, student and submitted columns; Drizzle
  // cannot narrow a select over a union of tables, so the rows are typed here.
  const t = table as typeof diagnosticTests;
  const openQuery = db
    .select()
    .from(t)
    .where(
      and(eq(t.studentId, sql.placeholder('studentId')), isNull(t.submittedAt)),
    )
    .limit(1)
    .prepare(`${name}_open`);
  const findQuery = db
    .select()
    .from(t)
    .where(eq(t.key, sql.placeholder('key')))
    .limit(1)
    .prepare(`${name}_find`);
  const open = async (studentId: string): Promise<Row | undefined> =>
    (await openQuery.execute({ studentId }))[0] as Row | undefined;
  return {
    open,
    async find(key: string): Promise<Row | undefined> {
      return (await findQuery.execute({ key }))[0] as Row | undefined;
    },
    /**
     * Stores a new open test and its learning records in one statement (one
     * round trip, one transaction); answers the already open one if another
     * request won the race, and then stores no records.
     */
    async insertOpen(
      row: T['$inferInsert'],
      /** The start's learning records (DESIGN.md §4). */
      records: PendingStatements,
    ): Promise<Row> {
      const insert = db
        .insert(t)
        // The row is T's own insert shape (see t above).
        .values(row as unknown as typeof diagnosticTests.$inferInsert)
        .onConflictDoNothing()
        .returning({ startedAt: t.startedAt });
      const [stored] = await namedQuery<{ started_at: Date | string }>(
        db,
        `${name}_insert_open`,
        sql`with claimed as (${insert.getSQL()}), ${statementsCte('claimed', records)}
        select started_at from claimed`,
      );
      if (!stored) return (await open(row.studentId))!;
      // The stored row is the one given, its start time, and nulls elsewhere.
      const unset = Object.fromEntries(
        Object.entries(getTableColumns(t))
          .filter(([k, c]) => !c.notNull && !(k in row))
          .map(([k]) => [k, null]),
      );
      // The timestamp may come back as text (PGlite's execute).
      return {
        ...unset,
        ...row,
        startedAt: new Date(stored.started_at),
      } as Row;
    },
    /** Drops a started test that was never submitted (the student's choice or its modules changed). */
    async dropOpen(key: string): Promise<void> {
      await db.delete(t).where(and(eq(t.key, key), isNull(t.submittedAt)));
    },
  };
}
