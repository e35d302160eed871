/**
 * Vitest global set-up for the server project: the expensive work every test
 * file used to repeat (initdb, migrations, parsing and importing the course)
 * is done once, and again only when its inputs change (setup-cache.ts).
 * Each test file then copies what it needs into a database of its own
 * (test-database.ts), so files stay isolated.
 * docs/decisions/013-shared-test-setup.md
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import type { Course } from '@gp/content';
import {
  cachedPgliteFile,
  courseImportInputs,
  migrationInputs,
  validatedCourse,
} from './setup-cache';

// What builds the databases is imported only when one has to be built.
const build = () => import('./setup-build');

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

/**
 * A PGlite cluster straight after initdb, dumped: made once per PGlite
 * version (initdb is the most expensive step of the set-up), then kept.
 */
const emptyCluster = () =>
  cachedPgliteFile('empty', 'initdb, default arguments', async (file) =>
    (await build()).buildEmpty(file),
  );

/**
 * PGlite: one migration run on a copy of the empty cluster, and one course
 * import on a copy of that, each state kept as a data-dir dump until
 * something it is made of changes (setup-cache.ts).
 */
async function pgliteDumps(course: Course, courseHash: string) {
  const empty = await emptyCluster();
  const migrated = await cachedPgliteFile(
    'migrated',
    migrationInputs(),
    async (file) =>
      (await build()).buildMigrated(empty, migrationsFolder, file),
  );
  const withCourse = await cachedPgliteFile(
    'course',
    courseImportInputs(courseHash),
    async (file) => (await build()).buildCourse(migrated, course, file),
  );
  return { empty, migrated, course: withCourse };
}

export async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'gp-server-tests-'));
  const { course, sourceHash } = await validatedCourse();
  const courseFile = join(dir, 'course.json');
  writeFileSync(courseFile, JSON.stringify(course));
  const adminUrl = process.env.TEST_DATABASE_URL;
  // The empty cluster is for migrations.test.ts, which runs on PGlite either way.
  const databases: TestDatabases = adminUrl
    ? {
        kind: 'postgres',
        adminUrl,
        empty: await emptyCluster(),
        templates: await (await build()).postgresTemplates(adminUrl, course),
      }
    : { kind: 'pglite', ...(await pgliteDumps(course, sourceHash)) };
  project.provide('testDatabases', databases);
  project.provide('testCourseFile', courseFile);

  return async () => {
    if (databases.kind === 'postgres')
      await (
        await build()
      ).admin(databases.adminUrl, async (c) => {
        for (const name of Object.values(databases.templates))
          await c.query(`drop database if exists ${name} with (force)`);
      });
    rmSync(dir, { recursive: true, force: true });
  };
}
