import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { PRODUCT_ID } from '@gp/api';
import { courseStats, type Course } from '@gp/content';
import type { Db } from '../db/client';
import { createRepositories } from '../db/repositories';
import { appMetaRepository } from '../db/repositories/app-meta';
import { CHUNK, replaceRetiring, upsert } from '../db/upsert';
import {
  activities,
  cities,
  courseModules,
  curriculum,
  diagnosticItems,
  grades,
  lessons,
} from '../db/schema';

export function courseVersion(course: Course): string {
  return createHash('sha256')
    .update(JSON.stringify(course))
    .digest('hex')
    .slice(0, 16);
}

/**
 * Loads the course into the database (issue 4): idempotent, in one
 * transaction, keyed by the content's stable keys, recording the content
 * version. Students' answers, scores and progress are never touched; rows
 * that leave the course are retired, not deleted.
 */
export async function importCourse(
  db: Db,
  course: Course,
  log: FastifyBaseLogger,
): Promise<boolean> {
  const version = courseVersion(course);
  const current = await appMetaRepository(db).get('content_version');
  if (current?.version === version) return false;

  const started = Date.now();
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await upsert(
      tx,
      grades,
      grades.ordinal,
      course.regions.grades.map((g) => ({ ordinal: g.ordinal, name: g.name })),
      ['name'],
    );

    const cityRows = course.regions.regions.flatMap((r) =>
      r.cities.map((c, i) => ({
        key: c.key,
        marketRegion: r.code,
        name: c.name,
        localName: c.localName,
        province: c.province,
        country: r.country,
        cultureCode: r.cultureCode,
        isFranchise: c.isFranchise,
        position: i,
        retired: false,
      })),
    );
    await replaceRetiring(tx, cities, cityRows);

    const order = new Map(course.curriculum.modules.map((k, i) => [k, i + 1]));
    const moduleRows = course.modules.map(({ module: m }) => ({
      key: m.key,
      position: order.get(m.key) ?? 0,
      difficulty: m.difficulty,
      name: m.name,
      description: m.description,
      sample: m.sample,
      retired: false,
    }));
    await replaceRetiring(tx, courseModules, moduleRows);

    await tx.delete(curriculum);
    const curriculumRows = Object.entries(course.curriculum.regions).flatMap(
      ([region, mapName]) =>
        Object.entries(course.curriculum.maps[mapName] ?? {}).flatMap(
          ([grade, keys]) =>
            keys.map((moduleKey, position) => ({
              marketRegion: Number(region),
              moduleKey,
              gradeOrdinal: Number(grade),
              position,
            })),
        ),
    );
    for (let i = 0; i < curriculumRows.length; i += CHUNK)
      await tx.insert(curriculum).values(curriculumRows.slice(i, i + CHUNK));

    const lessonRows: (typeof lessons.$inferInsert)[] = [];
    const activityRows: (typeof activities.$inferInsert)[] = [];
    const itemRows: (typeof diagnosticItems.$inferInsert)[] = [];
    for (const { module: m } of course.modules) {
      m.lessons.forEach((l, li) => {
        const lessonKey = `${m.key}.${l.key}`;
        const acts = [
          ...l.practice.map((a) => ({ a, kind: 'practice' })),
          ...l.quiz.map((a) => ({ a, kind: 'quiz' })),
        ];
        lessonRows.push({
          key: lessonKey,
          moduleKey: m.key,
          sequence: li + 1,
          name: l.name,
          description: l.description,
          explainer: l.explainer,
          activityKeys: acts.map(({ a }) => `${m.key}.${a.key}`),
          retired: false,
        });
        acts.forEach(({ a, kind }, position) =>
          activityRows.push({
            key: `${m.key}.${a.key}`,
            moduleKey: m.key,
            lessonKey,
            kind,
            position,
            title: a.title ?? null,
            questions: a.questions,
            retired: false,
          }),
        );
      });
      m.diagnostic.forEach((q, position) =>
        itemRows.push({
          key: `${m.key}.${q.key}`,
          moduleKey: m.key,
          type: q.type,
          difficulty: q.difficulty ?? 2,
          position,
          question: q,
          retired: false,
        }),
      );
    }
    await replaceRetiring(tx, lessons, lessonRows);
    await replaceRetiring(tx, activities, activityRows);
    await replaceRetiring(tx, diagnosticItems, itemRows);

    const p = course.privacyPolicy;
    const repos = createRepositories(tx);
    await repos.privacy.upsertDocument(
      {
        id: `${PRODUCT_ID}-v${p.version}`,
        product: PRODUCT_ID,
        version: p.version,
        effective: p.effective,
        content: { title: p.title, sections: p.sections },
      },
      tx,
    );
    await repos.appMeta.set('course_texts', course.texts);
    await repos.appMeta.set('content_version', {
      version,
      stats: courseStats(course),
    });
  });
  log.info(
    { version, ms: Date.now() - started, ...courseStats(course) },
    `course content ${version} loaded`,
  );
  return true;
}
