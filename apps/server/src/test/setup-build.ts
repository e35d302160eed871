/**
 * What global-setup.ts builds when setup-cache.ts has no copy: imported only
 * then, so a run with every copy kept does not load PGlite, Drizzle, Fastify
 * or the course import in Vitest's main process before any test can start.
 * setup-cache.ts keys the course database on this file and everything it
 * imports (import-closure.ts).
 */
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import pg from 'pg';
import type { Course } from '@gp/content';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { openDatabase, type Database, type Db } from '../db/client';
import * as schema from '../db/schema';
import { importCourse } from '../content/import-course';
import { loadDump } from './dump-file';

const quietLog = () => Fastify({ logger: false }).log;

async function dump(client: PGlite, file: string): Promise<void> {
  // Uncompressed: loading a plain tar is faster than gunzipping it per file.
  const blob = await client.dumpDataDir('none');
  writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
}

/** A PGlite cluster straight after initdb (the most expensive step), dumped. */
export async function buildEmpty(file: string) {
  const client = new PGlite();
  await client.waitReady;
  await dump(client, file);
  await client.close();
}

/**
 * A copy of the dump `from`, changed by `step`, dumped to `file`. The WAL
 * segments the step filled and a checkpoint no longer needs are removed
 * rather than kept for reuse: each would be 16 MB more in the dump that
 * every test database loads.
 */
async function derive(
  from: string,
  file: string,
  step: (client: PGlite) => Promise<unknown>,
) {
  const client = await loadDump(from);
  await step(client);
  await client.exec(
    'set wal_recycle = off; checkpoint; select pg_switch_wal(); checkpoint;',
  );
  await dump(client, file);
  await client.close();
}

/**
 * Drops the template databases. PGlite opens `postgres` and no test creates
 * a database on PGlite (PostgreSQL runs set-up of its own, below), so they
 * are only loaded: 600 of the cluster's 1,150 files and 15 MB, which took
 * about a third of each test database's load.
 */
async function dropTemplates(client: PGlite) {
  await client.exec(
    `update pg_database set datistemplate = false where datname in ('template0', 'template1')`,
  );
  await client.exec('drop database template0');
  await client.exec('drop database template1');
}

/**
 * Every migration applied to a copy of the empty cluster, without the
 * template databases, dumped.
 */
export const buildMigrated = (
  empty: string,
  migrationsFolder: string,
  file: string,
) =>
  derive(empty, file, async (client) => {
    await dropTemplates(client);
    await migrate(drizzle(client, { schema }), { migrationsFolder });
  });

/** The course imported into a copy of the migrated database, dumped. */
export const buildCourse = (migrated: string, course: Course, file: string) =>
  derive(migrated, file, (client) =>
    // The same cast as db/client.ts: one type for both drivers.
    importCourse(
      drizzle(client, { schema }) as unknown as Db,
      course,
      quietLog(),
    ),
  );

const withDatabase = (adminUrl: string, name: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

export async function admin<T>(
  adminUrl: string,
  fn: (c: pg.Client) => Promise<T>,
): Promise<T> {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/** PostgreSQL: two template databases (migrated; migrated with the course) each file copies. */
export async function postgresTemplates(adminUrl: string, course: Course) {
  const prefix = `gp_tpl_${randomBytes(4).toString('hex')}`;
  const migrated = `${prefix}_migrated`;
  const withCourse = `${prefix}_course`;
  const open = async (name: string): Promise<Database> => {
    await admin(adminUrl, (c) => c.query(`create database ${name}`));
    return openDatabase({
      databaseUrl: withDatabase(adminUrl, name),
      dataDir: '',
    });
  };
  // A template must have no open connections while it is copied: both pools end here.
  await (await open(migrated)).close();
  const seeded = await open(withCourse);
  await importCourse(seeded.db, course, quietLog());
  await seeded.close();
  return { migrated, course: withCourse };
}
