import { compareScores, type ScoreComparison } from '../progress/comparison';
import type { StudentProgress } from '../progress/student-progress';
import { monthActivity } from './active-time';
import {
  modulesNeedingAttention,
  modulesPassedInMonth,
  type AttentionModule,
  type ModuleScoreEntry,
  type PassedModule,
  type ReportAnswer,
} from './report-modules';
import {
  advisorTopic,
  nextMonthPlan,
  type AdvisorTopic,
  type PlanItem,
} from './report-plan';
import { monthBounds, previousMonth, type ReportMonth } from './report-month';

/** What the server knows about the student, for one month's report. */
export interface StudyReportInput {
  month: ReportMonth;
  /** The student's local offset from UTC (reportOffsetMinutes). */
  offsetMinutes: number;
  /** Every activity moment (an answer or a slide), UTC ms; this month and the one before. */
  moments: readonly number[];
  /** Every diagnostic and custom test score of every module, any time. */
  scores: readonly ModuleScoreEntry[];
  /** The answers of the month (tests and quizzes), for the most-missed questions. */
  answers: readonly ReportAnswer[];
  /** When each lesson quiz was saved: lesson key and UTC ms. */
  quizSaves: readonly { lessonKey: string; at: number }[];
  /** When each practice activity was finished, UTC ms. */
  practiceDone: readonly number[];
  /** When each diagnostic or custom test was submitted, UTC ms. */
  testsSubmitted: readonly number[];
  /** The learning path now, for the next month's plan. */
  progress: Pick<
    StudentProgress,
    'RemediationProgress' | 'DiagnosticTestProgress'
  >;
}

/** The report's facts, stored as JSON and drawn in any language. */
export interface StudyReportData {
  month: ReportMonth;
  previousMonth: ReportMonth;
  minutesByDay: number[];
  activeMinutes: number;
  daysActive: number;
  previous: { activeMinutes: number; daysActive: number };
  /** spec 02 §3 comparison result: 1 unknown (no month before), 2 up, 3 down, 4 equal. */
  minutesTrend: ScoreComparison;
  daysTrend: ScoreComparison;
  lessonsDone: number;
  quizzesDone: number;
  practiceDone: number;
  testsTaken: number;
  passed: PassedModule[];
  attention: AttentionModule[];
  plan: PlanItem[];
  advisor: AdvisorTopic;
}

const within = (t: number, b: { start: number; end: number }) =>
  t >= b.start && t < b.end;

/** Issue 13 / DESIGN.md §4 Study report: one month's report from what the server stores. */
export function buildStudyReport(input: StudyReportInput): StudyReportData {
  const bounds = monthBounds(input.month, input.offsetMinutes);
  const before = previousMonth(input.month);
  const now = monthActivity(input.moments, input.month, input.offsetMinutes);
  const prev = monthActivity(input.moments, before, input.offsetMinutes);
  const hadPrevious = prev.daysActive > 0;
  const passed = modulesPassedInMonth(input.scores, bounds.start, bounds.end);
  const attention = modulesNeedingAttention(
    input.scores,
    input.answers,
    bounds.start,
    bounds.end,
  );
  const quizzes = input.quizSaves.filter((q) => within(q.at, bounds));
  return {
    month: input.month,
    previousMonth: before,
    minutesByDay: now.minutesByDay,
    activeMinutes: now.activeMinutes,
    daysActive: now.daysActive,
    previous: {
      activeMinutes: prev.activeMinutes,
      daysActive: prev.daysActive,
    },
    // The first month studied has nothing to compare with: unknown, not "up".
    minutesTrend: hadPrevious
      ? compareScores(now.activeMinutes, prev.activeMinutes)
      : 1,
    daysTrend: hadPrevious ? compareScores(now.daysActive, prev.daysActive) : 1,
    lessonsDone: new Set(quizzes.map((q) => q.lessonKey)).size,
    quizzesDone: quizzes.length,
    practiceDone: input.practiceDone.filter((t) => within(t, bounds)).length,
    testsTaken: input.testsSubmitted.filter((t) => within(t, bounds)).length,
    passed,
    attention,
    plan: nextMonthPlan(input.progress),
    advisor: advisorTopic({
      activeMinutes: now.activeMinutes,
      daysActive: now.daysActive,
      passed,
      attention,
    }),
  };
}
