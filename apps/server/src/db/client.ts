import { mkdirSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { defaultRootDir, pathsUnder } from '../config';
import * as schema from './schema';

export type Schema = typeof schema;
/** One type for both drivers: the same SQL dialect, schema and migrations. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * PGlite's buffer cache (issue 10 §6). PostgreSQL's default, 128 MB, is
 * allocated and written when PGlite opens, so all of it is resident from the
 * start: PGlite's WebAssembly memory held 152 MB of the server's 370 MB at
 * ready, and holds 48 MB with this setting (scripts/memory-at-ready.mjs).
 * The whole seeded
 * database (course, catalogs, indexes) is about 28 MB, and a page that is not
 * in this cache is read from the operating system's file cache, not the disk.
 * The same setting PGlite's maintainers suggest to save memory
 * (electric-sql/pglite discussion 912). In an A/B school bench on PGlite
 * (N = 250) the server's CPU per student session was the same (188 ms against
 * 183 with 128 MB) and its RSS under load 360 MB instead of 493.
 */
const PGLITE_SHARED_BUFFERS = '32MB';

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/**
 * Opens the embedded PGlite database in dataDir (':memory:' for tests), or a
 * PostgreSQL pool when a URL is given, and applies pending migrations.
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  /** Told about idle connections the server closed; they are replaced, not fatal. */
  onIdleError?: (err: Error) => void;
  /** config.paths.migrations; tests leave it to the checkout's own. */
  migrationsFolder?: string;
}): Promise<Database> {
  const migrationsFolder =
    opts.migrationsFolder ?? pathsUnder(defaultRootDir()).migrations;
  // Each driver is loaded only when used: a PostgreSQL server never loads
  // PGlite, an embedded one never loads pg (decision 014).
  if (opts.databaseUrl) {
    const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] =
      await Promise.all([
        import('pg'),
        import('drizzle-orm/node-postgres'),
        import('drizzle-orm/node-postgres/migrator'),
      ]);
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
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] =
    await Promise.all([
      import('@electric-sql/pglite'),
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
    ]);
  const options = {
    startParams: [
      ...PGlite.defaultStartParams,
      ...['-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    ],
  };
  let client: PGlite;
  if (opts.dataDir === ':memory:') {
    client = new PGlite(options);
  } else {
    mkdirSync(opts.dataDir, { recursive: true });
    client = new PGlite(`${opts.dataDir}/pgdata`, options);
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
