/**
 * A database of its own for each test file, copied from what global-setup.ts
 * built once: a PGlite data-dir dump loaded into a fresh in-memory PGlite, or,
 * when TEST_DATABASE_URL points at PostgreSQL (CI does this), a new database
 * created from a template and dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { drizzle } from 'drizzle-orm/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import type { Course } from '@gp/content';
import { openDatabase, type Database, type Db } from '../db/client';
import * as schema from '../db/schema';
import { loadDump } from './dump-file';

/** The starting state of a test database. */
export type Seed = 'migrated' | 'course';

/** A PGlite cluster straight after initdb: no tables, no migrations applied. */
export const emptyPglite = () => loadDump(inject('testDatabases').empty);

/** The real course, parsed and validated once per run by global-setup.ts. */
export const testCourse = (): Course =>
  JSON.parse(readFileSync(inject('testCourseFile'), 'utf8')) as Course;

async function admin(adminUrl: string, sql: string) {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

/** 55006: the template is in use by another session; it is brief, so try again. */
async function createFromTemplate(adminUrl: string, name: string, tpl: string) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await admin(adminUrl, `create database ${name} template ${tpl}`);
    } catch (e) {
      if ((e as { code?: string }).code !== '55006' || attempt >= 20) throw e;
      await new Promise((r) => setTimeout(r, 100 + 100 * attempt));
    }
  }
}

/** A fresh, isolated database in the given starting state, and how to drop it. */
export async function freshDatabase(seed: Seed = 'migrated'): Promise<{
  database: Database;
  drop: () => Promise<void>;
}> {
  const dbs = inject('testDatabases');
  if (dbs.kind === 'pglite') {
    const client = await loadDump(dbs[seed]);
    return {
      database: {
        // The same cast as db/client.ts: one type for both drivers.
        db: drizzle(client, { schema }) as unknown as Db,
        kind: 'pglite',
        close: () => client.close(),
      },
      drop: async () => {},
    };
  }
  // PostgreSQL here: the PGlite case returned above.
  const { url, drop } = (await freshPostgresUrl(seed))!;
  const database = await openDatabase({
    // The test database is dropped with (force) at the end of the file.
    onIdleError: () => {},
    databaseUrl: url,
    dataDir: '',
  });
  return { database, drop };
}

/**
 * On PostgreSQL (TEST_DATABASE_URL), a new database in the given starting
 * state, for a test that starts a server process on it; undefined on PGlite.
 */
export async function freshPostgresUrl(
  seed: Seed = 'migrated',
): Promise<{ url: string; drop: () => Promise<void> } | undefined> {
  const dbs = inject('testDatabases');
  if (dbs.kind !== 'postgres') return undefined;
  const name = `gp_test_${randomBytes(6).toString('hex')}`;
  await createFromTemplate(dbs.adminUrl, name, dbs.templates[seed]);
  const url = new URL(dbs.adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      admin(dbs.adminUrl, `drop database if exists ${name} with (force)`),
  };
}
