/**
 * What global-setup.ts keeps between runs, under node_modules/.cache (never
 * committed, gone with `npm ci`). Only what is a pure function of named
 * inputs is kept, under a key made of those inputs, so a stale copy cannot
 * be read: the validated course (keyed by its YAML and checker code, as the
 * production artifact is, decision 014) and a PGlite cluster straight after
 * initdb (keyed by PGlite's version and the initdb arguments). The migrated
 * and course-imported databases depend on the server's own code and are
 * built again every run.
 */
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
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
import { parseAndValidateCourse, writeArtifact } from '../content/course-build';

const cacheDir = () =>
  join(defaultRootDir(), 'node_modules/.cache/gp-server-tests');

/**
 * The real course, parsed and validated only when its sources changed since
 * the last run; a course with problems stops the run here.
 */
export function validatedCourse(): Course {
  const paths = pathsUnder(defaultRootDir());
  const file = join(cacheDir(), 'course.json');
  const sourceHash = courseSourceHash(paths);
  if (readArtifactHeader(file)?.sourceHash === sourceHash)
    return readArtifactCourse(file);
  const { course, problems } = parseAndValidateCourse(paths.courseDir);
  if (!course)
    throw new Error(
      `the course in packages/content does not load: ${JSON.stringify(problems.slice(0, 5))}`,
    );
  writeArtifact(file, sourceHash, course);
  return course;
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

/**
 * The file for `name` under a key of PGlite's version and `inputs`: made by
 * `build` when missing (written aside and renamed, so a run beside this one
 * never reads half of it), with older copies of `name` removed.
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
  if (existsSync(file)) return file;
  mkdirSync(dir, { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await build(temporary);
  renameSync(temporary, file);
  for (const old of readdirSync(dir))
    if (
      old.startsWith(`${name}-`) &&
      old.endsWith('.tar') &&
      join(dir, old) !== file
    )
      rmSync(join(dir, old), { force: true });
  return file;
}
