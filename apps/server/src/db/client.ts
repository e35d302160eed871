import { mkdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
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

/**
 * Whether the database already holds every migration of the folder's
 * journal, by the migrator's own rule (drizzle-orm's dialect `migrate`: a
 * migration runs when the newest applied one is older than its `when`). An
 * unchanged start then skips the migrator, which would read and hash every
 * SQL file and run CREATE SCHEMA and CREATE TABLE IF NOT EXISTS: about 60 ms
 * of CPU on a start's cold PGlite (issue 10 §6). Two cheap reads instead.
 */
export async function migrationsApplied(
  db: Db,
  migrationsFolder: string,
): Promise<boolean> {
  const journal = JSON.parse(
    readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
  ) as { entries: { when: number }[] };
  const newest = Math.max(0, ...journal.entries.map((e) => e.when));
  const rows = async (query: ReturnType<typeof sql>) =>
    (
      (await db.execute(query)) as unknown as {
        rows: Record<string, unknown>[];
      }
    ).rows;
  const [table] = await rows(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!table?.present) return false;
  const [applied] = await rows(
    sql`select max(created_at) as newest from drizzle.__drizzle_migrations`,
  );
  return applied?.newest != null && Number(applied.newest) >= newest;
}

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
    if (!(await migrationsApplied(db as unknown as Db, migrationsFolder)))
      await migratePg(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      close: () => pool.end(),
    };
  }
  // PGlite's 9 MB of WebAssembly, compiled on other threads from the first
  // moment: PGlite would start compiling only after this thread has loaded
  // its code and stepped through its set-up, and then wait for the compiler
  // (serve.ts evaluates the app's code meanwhile).
  const wasmModule = readFile(
    createRequire(import.meta.url).resolve('@electric-sql/pglite/pglite.wasm'),
  ).then((bytes) => WebAssembly.compile(bytes));
  const [
    { PGlite },
    { drizzle: drizzlePglite },
    { migrate: migratePglite },
    pgliteWasmModule,
  ] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
    wasmModule,
  ]);
  const options = {
    pgliteWasmModule,
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
  if (!(await migrationsApplied(db as unknown as Db, migrationsFolder)))
    await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    close: () => client.close(),
  };
}
