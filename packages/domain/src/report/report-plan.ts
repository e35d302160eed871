import { areAllLessonsDone } from '../lessons/lesson-status';
import type { StudentProgress } from '../progress/student-progress';
import type { AttentionModule, PassedModule } from './report-modules';

/** Issue 13: the next month's plan holds at most 5 modules. */
export const PLAN_LIMIT = 5;

/** study: lessons left to do; retest: lessons done, the next test re-checks it; newTest: the next test adds it. */
export type PlanStep = 'study' | 'retest' | 'newTest';

export interface PlanItem {
  moduleKey: string;
  step: PlanStep;
}

/**
 * The next month's plan, by the learning path (DESIGN.md §4): the
 * recommended modules first (their lessons, or their re-test once the
 * lessons are done), then the modules the next test adds (New), in course
 * order, at most PLAN_LIMIT.
 */
export function nextMonthPlan(
  progress: Pick<
    StudentProgress,
    'RemediationProgress' | 'DiagnosticTestProgress'
  >,
): PlanItem[] {
  const recommended = progress.RemediationProgress.Recommended.map(
    (m): PlanItem => ({
      moduleKey: m.ModuleKey,
      step: areAllLessonsDone(
        m.Lessons.map((l) => ({
          totalScore: l.TotalScore,
          studentScore: l.StudentScore,
        })),
      )
        ? 'retest'
        : 'study',
    }),
  );
  // Unfinished lessons come before re-tests: the re-test unlocks after them.
  const ordered = [
    ...recommended.filter((p) => p.step === 'study'),
    ...recommended.filter((p) => p.step === 'retest'),
    ...progress.DiagnosticTestProgress.NextDiagnosticTest.New.map(
      (moduleKey): PlanItem => ({ moduleKey, step: 'newTest' }),
    ),
  ];
  const seen = new Set<string>();
  return ordered
    .filter((p) => !seen.has(p.moduleKey) && seen.add(p.moduleKey))
    .slice(0, PLAN_LIMIT);
}

/**
 * The one sentence to take to the Progress Advisor (issue 13). Encouraging,
 * about this student only: never a comparison with others.
 */
export type AdvisorTopic =
  | { topic: 'restart' }
  | { topic: 'attention'; moduleKey: string }
  | { topic: 'celebrate'; count: number }
  | { topic: 'nextTest' };

export function advisorTopic(facts: {
  activeMinutes: number;
  daysActive: number;
  passed: readonly PassedModule[];
  attention: readonly AttentionModule[];
}): AdvisorTopic {
  if (facts.daysActive === 0) return { topic: 'restart' };
  const weakest = facts.attention[0];
  if (weakest && weakest.mostMissed.length > 0)
    return { topic: 'attention', moduleKey: weakest.moduleKey };
  if (facts.passed.length > 0)
    return { topic: 'celebrate', count: facts.passed.length };
  if (weakest) return { topic: 'attention', moduleKey: weakest.moduleKey };
  return { topic: 'nextTest' };
}
