import { notInArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

export const CHUNK = 200;

/** Inserts rows, updating every given column of rows whose key exists. */
export async function upsert<T extends PgTable>(
  tx: Db,
  table: T,
  key: PgColumn,
  rows: T['$inferInsert'][],
  columns: string[],
): Promise<void> {
  const set = Object.fromEntries(
    columns.map((c) => [c, sql.raw(`excluded."${c}"`)]),
  ) as Record<string, SQL>;
  for (let i = 0; i < rows.length; i += CHUNK) {
    await tx
      .insert(table)
      .values(rows.slice(i, i + CHUNK))
      .onConflictDoUpdate({ target: key, set });
  }
}

export async function retireMissing(
  tx: Db,
  table: PgTable,
  key: PgColumn,
  retired: PgColumn,
  keep: string[],
) {
  if (keep.length === 0) return;
  await tx
    .update(table)
    .set({ [retired.name]: true } as never)
    .where(notInArray(key, keep));
}
