import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { cities, courseModules, curriculum, grades } from '../schema';

export type Localized = { en: string; zh: string; ru: string; id: string };

/** Read access to the imported course (issue 4). */
export function courseRepository(db: Db) {
  return {
    async grades() {
      const rows = await db.select().from(grades).orderBy(asc(grades.ordinal));
      return rows.map((g) => ({
        ordinal: g.ordinal,
        name: g.name as Localized,
      }));
    },
    async citiesOf(marketRegion: number) {
      const rows = await db
        .select()
        .from(cities)
        .where(
          and(eq(cities.marketRegion, marketRegion), eq(cities.retired, false)),
        )
        .orderBy(asc(cities.position));
      return rows.map((c) => ({ ...c, country: c.country as Localized }));
    },
    async city(key: string) {
      const rows = await db
        .select()
        .from(cities)
        .where(and(eq(cities.key, key), eq(cities.retired, false)))
        .limit(1);
      return rows[0];
    },
    /** The modules of a market region's grades, in grade and course order. */
    async curriculumOf(marketRegion: number) {
      const rows = await db
        .select({
          grade: curriculum.gradeOrdinal,
          position: curriculum.position,
          module: courseModules,
        })
        .from(curriculum)
        .innerJoin(courseModules, eq(courseModules.key, curriculum.moduleKey))
        .where(
          and(
            eq(curriculum.marketRegion, marketRegion),
            eq(courseModules.retired, false),
          ),
        )
        .orderBy(asc(curriculum.gradeOrdinal), asc(curriculum.position));
      return rows.map((r) => ({
        gradeOrdinal: r.grade,
        key: r.module.key,
        difficulty: r.module.difficulty,
        name: r.module.name as Localized,
        description: r.module.description as Localized,
        sample: r.module.sample as string[],
      }));
    },
  };
}
