import { getTableColumns, notInArray, sql, type SQL } from 'drizzle-orm';
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

/** A course table keyed by the content's stable key, whose rows are retired rather than deleted. */
type CatalogTable = PgTable & { key: PgColumn; retired: PgColumn };

/**
 * Makes a course table hold exactly the given rows: each row is inserted or,
 * where its key exists, updated in every column it gives; rows whose key is
 * not given are retired.
 */
export async function replaceRetiring<T extends CatalogTable>(
  tx: Db,
  table: T,
  rows: (T['$inferInsert'] & { key: string })[],
): Promise<void> {
  const byField = getTableColumns(table);
  const columns = Object.keys(rows[0] ?? {})
    .filter((field) => field !== 'key')
    .map((field) => byField[field]!.name);
  await upsert(tx, table, table.key, rows, columns);
  await retireMissing(
    tx,
    table,
    table.key,
    table.retired,
    rows.map((r) => r.key),
  );
}
