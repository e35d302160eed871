import type { FastifyBaseLogger } from 'fastify';
import { loadCourse, validateCourse } from '@gp/content';
import type { Db } from '../db/client';
import { importCourse } from './import-course';

/**
 * Reads packages/content and loads it into the database when it changed. A
 * course with problems is not loaded (the previous version stays); the
 * volume minimums are for `npm run content:check`, not for starting.
 */
export async function loadCourseIntoDatabase(
  db: Db,
  log: FastifyBaseLogger,
): Promise<boolean> {
  const { course, problems } = loadCourse();
  const all = course
    ? [...problems, ...validateCourse(course, { volume: false })]
    : problems;
  if (!course || all.length > 0) {
    log.error(
      { problems: all.slice(0, 20), count: all.length },
      'course content not loaded: run npm run content:check',
    );
    return false;
  }
  return importCourse(db, course, log);
}
