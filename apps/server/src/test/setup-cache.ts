/**
 * What global-setup.ts keeps between runs, under node_modules/.cache (never
 * committed, gone with `npm ci`). Only what is a pure function of named
 * inputs is kept, under a key made of those inputs, so a stale copy cannot
 * be read: the validated course (keyed by its YAML and checker code, as the
 * production artifact is, decision 014) and a PGlite cluster straight after
 * initdb (keyed by PGlite's version and the initdb arguments), and the
 * migrated and course-imported databases (keyed by every source they could
 * depend on: the server's code and migrations, the packages, the course and
 * the lockfile; see serverSources()).
 */
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Course } from '@gp/content';
import { defaultRootDir, pathsUnder } from '../config';
import {
  courseSourceHash,
  readArtifactCourse,
  readArtifactHeader,
} from '../content/course-artifact';
import { filesUnder, importClosure } from './import-closure';

const cacheDir = () =>
  join(defaultRootDir(), 'node_modules/.cache/gp-server-tests');

/**
 * The real course, parsed and validated only when its sources changed since
 * the last run; a course with problems stops the run here.
 */
export async function validatedCourse(): Promise<{
  course: Course;
  sourceHash: string;
}> {
  const paths = pathsUnder(defaultRootDir());
  const file = join(cacheDir(), 'course.json');
  const sourceHash = courseSourceHash(paths);
  if (readArtifactHeader(file)?.sourceHash === sourceHash)
    return { course: readArtifactCourse(file), sourceHash };
  // The parser and checkers load only when the course changed.
  const { parseAndValidateCourse, writeArtifact } =
    await import('../content/course-build');
  const { course, problems } = parseAndValidateCourse(paths.courseDir);
  if (!course)
    throw new Error(
      `the course in packages/content does not load: ${JSON.stringify(problems.slice(0, 5))}`,
    );
  writeArtifact(file, sourceHash, course);
  return { course, sourceHash };
}

/** The installed PGlite's version: a new one may lay out its cluster differently. */
function pgliteVersion(): string {
  const require = createRequire(import.meta.url);
  const entry = require.resolve('@electric-sql/pglite');
  let dir = dirname(entry);
  while (!existsSync(join(dir, 'package.json'))) dir = dirname(dir);
  return (
    JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
}

/** A copy unused this long belongs to no run still going, and is removed. */
const STALE_MS = 3600_000;

/**
 * The file for `name` under a key of PGlite's version and `inputs`: made by
 * `build` when missing (written aside and renamed, so a run beside this one
 * never reads half of it). Copies of `name` under other keys that no run
 * has used for an hour are removed; a run still going may use one.
 */
export async function cachedPgliteFile(
  name: string,
  inputs: string,
  build: (file: string) => Promise<void>,
): Promise<string> {
  const key = createHash('sha256')
    .update(`pglite ${pgliteVersion()}\n${inputs}`)
    .digest('hex')
    .slice(0, 16);
  const dir = cacheDir();
  const file = join(dir, `${name}-${key}.tar`);
  const now = new Date();
  if (existsSync(file)) {
    utimesSync(file, now, now);
    return file;
  }
  mkdirSync(dir, { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await build(temporary);
  renameSync(temporary, file);
  for (const other of readdirSync(dir)) {
    const path = join(dir, other);
    if (
      other.startsWith(`${name}-`) &&
      path !== file &&
      now.getTime() - statSync(path).mtimeMs > STALE_MS
    )
      rmSync(path, { force: true });
  }
  return file;
}

function hashFiles(root: string, files: string[]): string {
  const hash = createHash('sha256');
  for (const file of files) {
    const bytes = readFileSync(join(root, file));
    hash.update(`${file}\n${bytes.length}\n`).update(bytes);
  }
  return hash.digest('hex');
}

/** The code that builds the databases (setup-build.ts), from the root. */
const BUILDER = 'apps/server/src/test/setup-build.ts';

/**
 * What the migrated database is made of: the migrations, the lockfile (the
 * Drizzle that applies them) and the builder. A route, a repository or a
 * test changed does not make a new one.
 */
export function migrationInputs(): string {
  const root = defaultRootDir();
  return hashFiles(root, [
    'package-lock.json',
    BUILDER,
    ...filesUnder(root, 'apps/server/drizzle'),
  ]);
}

/**
 * What the course database is made of: the migrated database's inputs, the
 * validated course (its artifact's source hash) and every file the builder
 * can run, the course import's code and the packages it reaches included
 * (import-closure.ts): about 180 files instead of every server source.
 */
export function courseImportInputs(courseSourceHash: string): string {
  const root = defaultRootDir();
  return `${migrationInputs()}\n${courseSourceHash}\n${hashFiles(root, importClosure(root, [BUILDER]))}`;
}
