import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client';
import {
  cities,
  courseModules,
  curriculum,
  diagnosticItems,
  grades,
  lessons,
} from '../schema';

export type { Localized } from '../json-types';

/** Read access to the imported course (issue 4). */
export function courseRepository(db: Db) {
  const cityQuery = db
    .select()
    .from(cities)
    .where(
      and(eq(cities.key, sql.placeholder('key')), eq(cities.retired, false)),
    )
    .limit(1)
    .prepare('cities_find');
  return {
    async grades() {
      const rows = await db.select().from(grades).orderBy(asc(grades.ordinal));
      return rows.map((g) => ({
        ordinal: g.ordinal,
        name: g.name,
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
      return rows;
    },
    async city(key: string) {
      return (await cityQuery.execute({ key }))[0];
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
        name: r.module.name,
        description: r.module.description,
        sample: r.module.sample,
      }));
    },
    /** The lessons of a market region's modules, in sequence. */
    async lessonsOfRegion(marketRegion: number) {
      const rows = await db
        .select({ lesson: lessons })
        .from(lessons)
        .innerJoin(curriculum, eq(curriculum.moduleKey, lessons.moduleKey))
        .where(
          and(
            eq(curriculum.marketRegion, marketRegion),
            eq(lessons.retired, false),
          ),
        )
        .orderBy(asc(lessons.moduleKey), asc(lessons.sequence));
      return rows.map(({ lesson: l }) => ({
        key: l.key,
        moduleKey: l.moduleKey,
        sequence: l.sequence,
        name: l.name,
        description: l.description,
        activityKeys: l.activityKeys,
      }));
    },
    /** The live diagnostic bank of the given modules. */
    async bankOf(moduleKeys: string[]) {
      if (moduleKeys.length === 0) return [];
      return db
        .select()
        .from(diagnosticItems)
        .where(
          and(
            inArray(diagnosticItems.moduleKey, moduleKeys),
            eq(diagnosticItems.retired, false),
          ),
        )
        .orderBy(asc(diagnosticItems.moduleKey), asc(diagnosticItems.position));
    },
    /** The whole diagnostic bank, retired questions included (for the bank cache). */
    async allItems() {
      return db.select().from(diagnosticItems);
    },
    /** Bank questions by global key (`<module>.<question>`), retired ones included. */
    async itemsByKey(keys: string[]) {
      if (keys.length === 0) return [];
      return db
        .select()
        .from(diagnosticItems)
        .where(inArray(diagnosticItems.key, keys));
    },
  };
}
