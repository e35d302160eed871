import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
} from 'vitest';
import type { Course } from '@gp/content';
import type { Database } from '../db/client';
import { courseModules } from '../db/schema';
import { freshDatabase } from '../test/test-database';
import {
  courseSourceHash,
  readArtifactCourse,
  readArtifactHeader,
} from './course-artifact';
import { writeArtifact } from './course-build';
import { buildCourse } from './course.testdata';
import { courseVersion } from './import-course';
import { loadCourseIntoDatabase } from './load-course';

const logs: string[] = [];
const log = Fastify({
  logger: {
    level: 'error',
    stream: { write: (line: string) => void logs.push(line) },
  },
}).log;
const refusals = () =>
  logs.filter((l) => l.includes('course content not loaded'));
let root: string;
let database: Database;
let drop: () => Promise<void>;

/** The fixture course as source files: JSON is YAML too. */
function writeSources(course: Course) {
  const courseDir = join(root, 'course');
  const contentCode = join(root, 'src');
  mkdirSync(join(courseDir, 'modules'), { recursive: true });
  mkdirSync(contentCode, { recursive: true });
  writeFileSync(join(contentCode, 'check.ts'), 'export const rule = 1;\n');
  const files: Record<string, unknown> = {
    'curriculum.yaml': course.curriculum,
    'regions.yaml': course.regions,
    'privacy-policy.yaml': course.privacyPolicy,
    'texts.yaml': course.texts,
  };
  for (const m of course.modules) files[m.file] = m.module;
  for (const [file, data] of Object.entries(files))
    writeFileSync(join(courseDir, file), JSON.stringify(data));
  return {
    courseDir,
    contentCode,
    courseArtifact: join(root, 'dist/course.json'),
  };
}

const moduleName = async (key: string) =>
  (
    await database.db
      .select({ name: courseModules.name })
      .from(courseModules)
      .where(eq(courseModules.key, key))
  )[0]?.name.en;

beforeEach(() => {
  logs.length = 0;
  root = mkdtempSync(join(tmpdir(), 'gp-artifact-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the course artifact', () => {
  it('round-trips the course with its source hash and version', () => {
    const course = buildCourse(['alpha']);
    const path = join(root, 'course.json');
    writeArtifact(path, 'sources-1', course);
    expect(readArtifactHeader(path)).toEqual({
      format: 1,
      sourceHash: 'sources-1',
      version: courseVersion(course),
    });
    expect(readArtifactCourse(path)).toEqual(course);
    writeFileSync(path, 'not json\n{}');
    expect(readArtifactHeader(path)).toBeUndefined();
  });

  it('changes its source hash when a course file or the checker code changes', () => {
    const paths = writeSources(buildCourse(['alpha']));
    const first = courseSourceHash(paths);
    expect(courseSourceHash(paths)).toBe(first);
    writeFileSync(join(paths.contentCode, 'check.ts'), 'export const rule=2;');
    const second = courseSourceHash(paths);
    expect(second).not.toBe(first);
    writeFileSync(join(paths.courseDir, 'texts.yaml'), '{}');
    expect(courseSourceHash(paths)).not.toBe(second);
  });
});

// The fixture course breaks the content rules (one-language texts, short
// lists), so a load that validates the YAML refuses it: a load that imports
// it can only have taken it from the artifact. One database for the file:
// each test's course has a module of its own, which a refused load leaves
// out and only the first test's load imports.
describe('loadCourseIntoDatabase', () => {
  beforeAll(async () => {
    ({ database, drop } = await freshDatabase('migrated'));
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });

  it('imports the course from the artifact, without validating the YAML, while the sources are unchanged', async () => {
    const paths = writeSources(buildCourse(['alpha']));
    writeArtifact(
      paths.courseArtifact,
      courseSourceHash(paths),
      buildCourse(['alpha']),
    );
    expect(await loadCourseIntoDatabase(database.db, log, paths)).toBe(true);
    expect(await moduleName('alpha')).toBe('Module alpha');
    expect(await loadCourseIntoDatabase(database.db, log, paths)).toBe(false);
    expect(refusals()).toEqual([]);
  });

  it('validates the YAML again when a course file changed after the build', async () => {
    const paths = writeSources(buildCourse(['beta']));
    writeArtifact(
      paths.courseArtifact,
      courseSourceHash(paths),
      buildCourse(['beta']),
    );
    const module = join(paths.courseDir, 'modules/01-beta.yaml');
    writeFileSync(module, `${readFileSync(module, 'utf8')}\n`);
    expect(await loadCourseIntoDatabase(database.db, log, paths)).toBe(false);
    expect(await moduleName('beta')).toBeUndefined();
    expect(refusals()).toHaveLength(1);
  });

  it('validates the YAML when there is no artifact, and keeps none of a course with problems', async () => {
    const paths = writeSources(buildCourse(['gamma']));
    expect(await loadCourseIntoDatabase(database.db, log, paths)).toBe(false);
    expect(await moduleName('gamma')).toBeUndefined();
    expect(refusals()).toHaveLength(1);
    expect(readArtifactHeader(paths.courseArtifact)).toBeUndefined();
  });
});
