import type { FastifyBaseLogger } from 'fastify';
import type { Course } from '@gp/content';
import type { Db } from '../db/client';
import { appMetaRepository } from '../db/repositories/app-meta';
import {
  courseSourceHash,
  readArtifactCourse,
  readArtifactHeader,
  type CourseSources,
} from './course-artifact';

/**
 * Loads packages/content into the database when it changed (decision 014).
 * With the YAML and its checker unchanged since the build, it reads the
 * artifact's header, and the course itself only when the database holds
 * another version; otherwise it parses and validates the YAML and writes a
 * new artifact for the next start. A course with problems is not loaded (the
 * previous version stays). The YAML parser, the validators and the importer
 * are loaded only when needed: an unchanged start never holds them.
 */
export async function loadCourseIntoDatabase(
  db: Db,
  log: FastifyBaseLogger,
  paths: CourseSources & { courseArtifact: string },
): Promise<boolean> {
  const sourceHash = courseSourceHash(paths);
  let header = readArtifactHeader(paths.courseArtifact);
  let course: Course | undefined;
  if (header?.sourceHash !== sourceHash) {
    const started = Date.now();
    const { parseAndValidateCourse, writeArtifact } =
      await import('./course-build');
    const parsed = parseAndValidateCourse(paths.courseDir);
    if (!parsed.course) {
      log.error(
        {
          problems: parsed.problems.slice(0, 20),
          count: parsed.problems.length,
        },
        'course content not loaded: run npm run content:check',
      );
      return false;
    }
    course = parsed.course;
    try {
      header = writeArtifact(paths.courseArtifact, sourceHash, course);
    } catch (err) {
      header = undefined;
      log.warn({ err }, 'the course artifact could not be written');
    }
    log.info(
      { ms: Date.now() - started, artifact: paths.courseArtifact },
      'course content changed since the build: parsed and validated',
    );
  }
  if (header) {
    const current = await appMetaRepository(db).get('content_version');
    if (current?.version === header.version) return false;
  }
  const { importCourse } = await import('./import-course');
  return importCourse(
    db,
    course ?? readArtifactCourse(paths.courseArtifact),
    log,
  );
}
