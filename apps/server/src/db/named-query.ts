import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from './client';

const dialect = new PgDialect();

/**
 * Runs a raw statement as a named prepared statement when `db` is the
 * PostgreSQL pool, so each connection parses and plans it once rather than
 * on every call (Drizzle prepares only its query builders). Inside a
 * transaction, and on PGlite, it runs through Drizzle as usual. The text of
 * `query` must be the same on every call under one name.
 */
export async function namedQuery<Row>(
  db: Db,
  name: string,
  query: SQL,
): Promise<Row[]> {
  const client: unknown = (db as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    const { sql: text, params } = dialect.sqlToQuery(query);
    const result = await client.query({ name, text, values: params });
    return result.rows as Row[];
  }
  // Both drivers answer { rows }.
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}
