import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import {
  loadCourse,
  validateCourse,
  type ContentProblem,
  type Course,
} from '@gp/content';
import {
  courseSourceHash,
  FORMAT,
  type ArtifactHeader,
  type CourseSources,
} from './course-artifact';
import { courseVersion } from './import-course';

/** Writes the artifact through a temporary file, so a reader never sees half of it. */
export function writeArtifact(
  path: string,
  sourceHash: string,
  course: Course,
): ArtifactHeader {
  const header = { format: FORMAT, sourceHash, version: courseVersion(course) };
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(
    temporary,
    `${JSON.stringify(header)}\n${JSON.stringify(course)}\n`,
  );
  renameSync(temporary, path);
  return header;
}

/**
 * Parses and validates the course YAML, the slow way (about 3 s). The
 * volume minimums are for `npm run content:check`, not for loading.
 */
export function parseAndValidateCourse(courseDir: string): {
  course?: Course;
  problems: ContentProblem[];
} {
  const { course, problems } = loadCourse(courseDir);
  const all = course
    ? [...problems, ...validateCourse(course, { volume: false })]
    : problems;
  return all.length > 0 || !course ? { problems: all } : { course, problems };
}

/** Builds the artifact from the sources: what `npm run build` does. */
export function buildArtifact(
  sources: CourseSources,
  path: string,
): { header?: ArtifactHeader; course?: Course; problems: ContentProblem[] } {
  const sourceHash = courseSourceHash(sources);
  const { course, problems } = parseAndValidateCourse(sources.courseDir);
  if (!course) return { problems };
  return { header: writeArtifact(path, sourceHash, course), course, problems };
}
