import type { FastifyInstance } from 'fastify';
import type { LessonPracticeProgress } from '@gp/api';
import type { StudentRow } from '../db/repositories/students';
import { NotFound } from '../lib/domain-errors';

/**
 * POST RemediationLessonPractice/Progress (DESIGN.md §3b): each lesson of
 * the modules asked for, with its practice activity count (the explainer
 * included) and the ones the student finished, in module and lesson order.
 */
export async function practiceProgress(
  app: FastifyInstance,
  student: StudentRow,
  moduleKeys: readonly string[],
): Promise<LessonPracticeProgress[]> {
  const catalog = await app.contentCache.lessonCatalog();
  const modules = [...new Set(moduleKeys)];
  for (const key of modules)
    if (!catalog.moduleLessons.has(key))
      throw new NotFound(`No module ${key}.`);
  const rows = await app.repos.lessons.practiceOf(student.id, modules);
  const finished = new Set(rows.map((r) => r.activityKey));
  return modules.flatMap((key) =>
    (catalog.moduleLessons.get(key) ?? []).map((lesson) => ({
      Key: lesson.key,
      ModuleKey: key,
      ActivityCount: lesson.practiceKeys.length,
      Activities: lesson.practiceKeys.filter((k) => finished.has(k)),
    })),
  );
}
