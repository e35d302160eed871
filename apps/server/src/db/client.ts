import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** One type for both drivers: the same SQL dialect, schema and migrations. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(
  new URL('../../drizzle', import.meta.url),
);

/**
 * Opens the embedded PGlite database in dataDir (':memory:' for tests), or a
 * PostgreSQL pool when a URL is given, and applies pending migrations.
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  /** Told about idle connections the server closed; they are replaced, not fatal. */
  onIdleError?: (err: Error) => void;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle connection closed by the server (a restart, a failover) must not
    // crash the process: the pool drops it and opens a new one when needed.
    pool.on('error', (err) =>
      (
        opts.onIdleError ??
        ((e) => console.warn(`database: idle connection closed: ${e.message}`))
      )(err),
    );
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  if (opts.dataDir === ':memory:') {
    client = new PGlite();
  } else {
    mkdirSync(opts.dataDir, { recursive: true });
    client = new PGlite(`${opts.dataDir}/pgdata`);
  }
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    close: () => client.close(),
  };
}
