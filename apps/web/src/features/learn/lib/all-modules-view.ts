import type {
  CustomTestModuleScores,
  LessonPracticeProgress,
  StudentProgress,
} from '@gp/api';
import {
  isLessonDone,
  moduleDtStatus,
  moduleProgress,
  moduleScoresOf,
  progressGroup,
  progressGroupCounts,
  type ModuleDtStatus,
  type ProgressGroup,
} from '@gp/domain';
import type { Catalogue, CatalogueGrade } from '../../../lib/course/catalogue';
import { moduleModel, type ModuleModel } from './module-models';

/** A module of the All modules tab: its card model, dt status and progress group. */
export interface AllModulesItem {
  model: ModuleModel;
  dtStatus: ModuleDtStatus;
  group: ProgressGroup;
  totalProgress: number;
}

export interface AllModulesView {
  grades: { grade: CatalogueGrade; items: AllModulesItem[] }[];
  counts: Record<ProgressGroup, number>;
}

type RemediationModule =
  StudentProgress['RemediationProgress']['Recommended'][number];

function remediationModules(
  progress: StudentProgress,
): Map<string, RemediationModule> {
  const r = progress.RemediationProgress;
  const all = [
    ...r.RemediationModulesResult,
    ...r.LessThanSelectedGradeModules,
    ...r.AlreadyPassed,
    ...r.Recommended,
  ];
  return new Map(all.map((m) => [m.ModuleKey, m]));
}

/**
 * spec 02 §2 All-modules tab: the catalogue's modules grouped by grade, each
 * with its spec 02 §4 classification and the progress tab group (domain
 * progressGroup over the spec 02 §4 Progress weighting).
 */
export function allModulesView(
  progress: StudentProgress,
  catalogue: Catalogue,
  practice: readonly LessonPracticeProgress[] = [],
  ctScores: readonly CustomTestModuleScores[] = [],
): AllModulesView {
  const lessonsByModule = remediationModules(progress);
  const grades = catalogue.grades.map((grade) => ({
    grade,
    items: grade.modules.map((m): AllModulesItem => {
      const lessons = lessonsByModule.get(m.key)?.Lessons ?? [];
      const model = moduleModel(progress, catalogue, m.key, lessons, ctScores);
      const dtStatus = moduleDtStatus(
        moduleScoresOf(progress, ctScores, m.key),
      );
      const weighted = lessons.map((l) => {
        const row = practice.find(
          (p) => p.ModuleKey === m.key && p.Key === l.LessonKey,
        );
        return {
          isLessonDone: isLessonDone({
            totalScore: l.TotalScore,
            studentScore: l.StudentScore,
          }),
          practiceActivityCount: row?.ActivityCount ?? 0,
          practiceActivityCompletedCount: row?.Activities.length ?? 0,
        };
      });
      const total = moduleProgress(weighted, model.isDone).moduleTotalProgress;
      return {
        model,
        dtStatus,
        group: progressGroup(dtStatus, total),
        totalProgress: total,
      };
    }),
  }));
  const counts = progressGroupCounts(
    grades.flatMap((g) =>
      g.items.map((i) => ({
        status: i.dtStatus,
        totalProgress: i.totalProgress,
      })),
    ),
  );
  return { grades, counts };
}
