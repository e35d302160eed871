import type { FastifyInstance } from 'fastify';
import type { BodyOf, saveProfile } from '@gp/api';
import {
  birthdayProblem,
  birthYearRange,
  isOfferedStartPoint,
  normalizeMarketRegion,
} from '@gp/domain';
import type { StudentRow } from '../../db/repositories/students';
import { InvalidInput } from '../../lib/domain-errors';
import { gradeKey, gradeOrdinalOf } from '../../lib/grade-key';

/**
 * What the profile form could not have sent (spec 01 §5): a birthday outside
 * the years offered, a city of another market, an unknown grade, a start
 * point the set-level cards do not offer. Each rule is packages/domain's.
 */
export async function checkProfileSave(
  app: FastifyInstance,
  student: StudentRow,
  body: BodyOf<typeof saveProfile>,
  now = new Date(),
): Promise<void> {
  const year = now.getUTCFullYear();
  switch (birthdayProblem(body.Birthday, year)) {
    case 'notADate':
      throw new InvalidInput('body.Birthday', 'is not a real date');
    case 'yearOutOfRange': {
      const { oldest, youngest } = birthYearRange(year);
      throw new InvalidInput(
        'body.Birthday',
        `year must be between ${oldest} and ${youngest}`,
      );
    }
  }
  const { course } = app.repos;
  const city = await course.city(body.EducationRegionKey);
  if (!city)
    throw new InvalidInput('body.EducationRegionKey', 'is not a known city');
  // The cities offered are those of the student's market region (spec 01 §5 profile).
  if (city.marketRegion !== normalizeMarketRegion(student.marketRegion))
    throw new InvalidInput(
      'body.EducationRegionKey',
      "is not a city of the student's market region",
    );
  if (gradeOrdinalOf(body.EducationGradeKey) === undefined)
    throw new InvalidInput('body.EducationGradeKey', 'is not a known grade');
  if (body.StartPointGradeKey === undefined) return;
  // The grades the web offers are the city's grades with modules (AvailableGradeList).
  const [grades, modules] = await Promise.all([
    course.grades(),
    course.curriculumOf(city.marketRegion),
  ]);
  const taught = new Set(modules.map((m) => m.gradeOrdinal));
  const offered = grades
    .filter((g) => taught.has(g.ordinal))
    .map((g) => ({ key: gradeKey(g.ordinal), ordinal: g.ordinal }));
  if (
    !isOfferedStartPoint(
      offered,
      body.EducationGradeKey,
      body.StartPointGradeKey,
    )
  )
    throw new InvalidInput(
      'body.StartPointGradeKey',
      'must be the school grade, an earlier grade or the next grade',
    );
}
