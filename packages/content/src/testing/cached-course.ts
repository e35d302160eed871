/**
 * The real course as loadCourse() reads it, parsed once for each state of
 * what the parse depends on instead of at every run: parsing the 3 MB of
 * YAML costs about 2.5 to 3.5 s of CPU, the largest part of this package's
 * tests (issue 10 §4). The result is kept under node_modules/.cache (never
 * committed, gone with `npm ci`) under a hash of every byte it can depend
 * on: the course's files, this package's and the domain's sources (the
 * loader and its schemas) and the lockfile (the YAML parser and zod). An
 * edit to any of them parses again, so a stale result cannot be read.
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
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_COURSE_DIR, loadCourse } from '../load';

const root = fileURLToPath(new URL('../../../..', import.meta.url));
const cacheDir = join(root, 'node_modules/.cache/gp-content-tests');

/** Every file under dir, test files aside, with its path from the root. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((f) => join(dir, f))
    .filter((f) => statSync(f).isFile() && !/\.test\.tsx?$/.test(f))
    .sort();
}

function inputsHash(): string {
  const hash = createHash('sha256');
  const files = [
    ...filesUnder(DEFAULT_COURSE_DIR),
    ...filesUnder(join(root, 'packages/content/src')),
    ...filesUnder(join(root, 'packages/domain/src')),
    join(root, 'package-lock.json'),
  ];
  for (const file of files) {
    const bytes = readFileSync(file);
    hash.update(`${relative(root, file)}\n${bytes.length}\n`).update(bytes);
  }
  return hash.digest('hex').slice(0, 16);
}

/** A result unused this long belongs to no run still going, and is removed. */
const STALE_MS = 3600_000;

/** loadCourse() on the real course, read from the cache when its inputs are unchanged. */
export function loadCourseCached(): ReturnType<typeof loadCourse> {
  const file = join(cacheDir, `course-${inputsHash()}.json`);
  const now = new Date();
  if (existsSync(file)) {
    utimesSync(file, now, now);
    return JSON.parse(readFileSync(file, 'utf8')) as ReturnType<
      typeof loadCourse
    >;
  }
  const loaded = loadCourse();
  mkdirSync(dirname(file), { recursive: true });
  // Written aside and renamed, so a run beside this one never reads half of it.
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(loaded));
  renameSync(temporary, file);
  for (const other of readdirSync(cacheDir)) {
    const path = join(cacheDir, other);
    if (path !== file && now.getTime() - statSync(path).mtimeMs > STALE_MS)
      rmSync(path, { force: true });
  }
  return loaded;
}
