import type { StudentProgress } from '@gp/api';
import {
  isModuleLockedFor,
  moduleButtonLabel,
  moduleLessonsView,
  moduleScoresOf,
  remediationModuleOf,
  summarizeModuleScores,
  type Authority,
  type ModuleButtonLabel,
  type ModuleLessonsView,
  type ModuleScoreSummary,
  type PracticeProgress,
} from '@gp/domain';
import type { Catalogue, CatalogueModule } from '../../../lib/course/catalogue';

// Custom-test scores arrive with the custom test issue; until then only diagnostic scores count.
const NO_CUSTOM_TEST_SCORES = [] as const;

/** spec 02 §3 Module (derived view), what the module lesson screen shows. */
export interface ModuleLessonView extends ModuleLessonsView {
  moduleKey: string;
  module: CatalogueModule | undefined;
  gradeName: string | undefined;
  scores: ModuleScoreSummary;
  /** Locked for this student: a trial or expired account outside canRemediationModules (spec 02 §6). */
  isLockedForAuthority: boolean;
  /** A higher-grade module while current ones are unfinished (spec 02 §6): no lessons to show. */
  isLockedByPath: boolean;
  button: ModuleButtonLabel;
}

export function moduleLessonView(input: {
  progress: StudentProgress;
  catalogue: Catalogue;
  authority: Authority;
  moduleKey: string;
  practice: readonly PracticeProgress[];
}): ModuleLessonView {
  const { progress, catalogue, authority, moduleKey } = input;
  const remediation = remediationModuleOf(progress, moduleKey);
  const isLockedForAuthority = isModuleLockedFor(authority, moduleKey);
  const lessons = moduleLessonsView(
    remediation?.Lessons ?? [],
    input.practice.filter((p) =>
      remediation?.Lessons.some((l) => l.LessonKey === p.Key),
    ),
    isLockedForAuthority || remediation === null,
  );
  const module = catalogue.modules.get(moduleKey);
  return {
    ...lessons,
    moduleKey,
    module,
    gradeName: catalogue.grades.find((g) => g.key === module?.gradeKey)?.name,
    scores: summarizeModuleScores(
      moduleScoresOf(progress, NO_CUSTOM_TEST_SCORES, moduleKey),
    ),
    isLockedForAuthority,
    isLockedByPath: remediation === null,
    button: moduleButtonLabel({
      isModuleDone: lessons.isModuleDone,
      totalProgress: lessons.moduleTotalProgress,
      isLockedInTrial: isLockedForAuthority && authority.level === 'DEMO',
    }),
  };
}
