/**
 * Vitest global set-up for the server project: the expensive work every test
 * file used to repeat (initdb, migrations, parsing and importing the course)
 * is done once, and again only when its inputs change (setup-cache.ts).
 * Each test file then copies what it needs into a database of its own
 * (test-database.ts), so files stay isolated.
 * docs/decisions/013-shared-test-setup.md
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import type { Course } from '@gp/content';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { openDatabase, type Database, type Db } from '../db/client';
import * as schema from '../db/schema';
import { importCourse } from '../content/import-course';
import { loadDump } from './dump-file';
import {
  cachedPgliteFile,
  serverSources,
  validatedCourse,
} from './setup-cache';

/** The same folder db/client.ts migrates from. */
export const migrationsFolder = fileURLToPath(
  new URL('../../drizzle', import.meta.url),
);

/** What global-setup.ts hands to the test files (file paths and database names). */
export type TestDatabases =
  | {
      kind: 'pglite';
      /** An initdb'd cluster with no tables. */
      empty: string;
      /** Every migration applied. */
      migrated: string;
      /** Migrated, with the real course imported. */
      course: string;
    }
  | {
      kind: 'postgres';
      adminUrl: string;
      empty: string;
      templates: { migrated: string; course: string };
    };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabases: TestDatabases;
    testCourseFile: string;
  }
}

const quietLog = () => Fastify({ logger: false }).log;

async function dump(client: PGlite, file: string): Promise<string> {
  // Uncompressed: loading a plain tar is faster than gunzipping it per file.
  const blob = await client.dumpDataDir('none');
  writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
  return file;
}

/**
 * A PGlite cluster straight after initdb, dumped: made once per PGlite
 * version (initdb is the most expensive step of the set-up), then kept.
 */
const emptyCluster = () =>
  cachedPgliteFile('empty', 'initdb, default arguments', async (file) => {
    const client = new PGlite();
    await client.waitReady;
    await dump(client, file);
    await client.close();
  });

/**
 * PGlite: one migration run on a copy of the empty cluster, and one course
 * import on a copy of that, each state kept as a data-dir dump until a
 * source they could depend on changes (setup-cache.ts).
 */
async function pgliteDumps(course: Course) {
  const empty = await emptyCluster();
  const sources = serverSources();
  const migrated = await cachedPgliteFile('migrated', sources, async (file) => {
    const client = await loadDump(empty);
    await migrate(drizzle(client, { schema }), { migrationsFolder });
    await dump(client, file);
    await client.close();
  });
  const withCourse = await cachedPgliteFile('course', sources, async (file) => {
    const client = await loadDump(migrated);
    // The same cast as db/client.ts: one type for both drivers.
    const db = drizzle(client, { schema }) as unknown as Db;
    await importCourse(db, course, quietLog());
    await dump(client, file);
    await client.close();
  });
  return { empty, migrated, course: withCourse };
}

const withDatabase = (adminUrl: string, name: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

async function admin<T>(
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
async function postgresTemplates(adminUrl: string, course: Course) {
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

export async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'gp-server-tests-'));
  const course = validatedCourse();
  const courseFile = join(dir, 'course.json');
  writeFileSync(courseFile, JSON.stringify(course));
  const adminUrl = process.env.TEST_DATABASE_URL;
  // The empty cluster is for migrations.test.ts, which runs on PGlite either way.
  const databases: TestDatabases = adminUrl
    ? {
        kind: 'postgres',
        adminUrl,
        empty: await emptyCluster(),
        templates: await postgresTemplates(adminUrl, course),
      }
    : { kind: 'pglite', ...(await pgliteDumps(course)) };
  project.provide('testDatabases', databases);
  project.provide('testCourseFile', courseFile);

  return async () => {
    if (databases.kind === 'postgres')
      await admin(databases.adminUrl, async (c) => {
        for (const name of Object.values(databases.templates))
          await c.query(`drop database if exists ${name} with (force)`);
      });
    rmSync(dir, { recursive: true, force: true });
  };
}
