import { describe, expect, it } from 'vitest';
import { buildStudyReport, type StudyReportInput } from './study-report';

const MIN = 60_000;
const t = (iso: string) => Date.parse(iso);
const empty: StudyReportInput['progress'] = {
  RemediationProgress: {
    Recommended: [],
    AlreadyPassed: [],
    RemediationModulesResult: [],
    LessThanSelectedGradeModules: [],
  },
  DiagnosticTestProgress: {
    DiagnosticTestNumber: 0,
    NextDiagnosticTest: { New: [], NeedToBeVerified: [] },
    UserDiagnosticTestScoreSummary: [],
    UserDiagnosticTestAllResult: [],
  },
};
const base: StudyReportInput = {
  month: '2026-03',
  offsetMinutes: 0,
  moments: [],
  scores: [],
  answers: [],
  quizSaves: [],
  practiceDone: [],
  testsSubmitted: [],
  progress: empty,
};

describe("a month's study report (issue 13 / DESIGN.md §4 Study report)", () => {
  it('compares minutes and days with the previous month', () => {
    const feb = t('2026-02-10T10:00:00Z');
    const mar = t('2026-03-10T10:00:00Z');
    const r = buildStudyReport({
      ...base,
      moments: [
        feb,
        feb + MIN,
        mar,
        mar + 2 * MIN,
        mar + 4 * MIN,
        t('2026-03-11T10:00:00Z'),
      ],
    });
    expect(r).toMatchObject({
      activeMinutes: 4,
      daysActive: 2,
      previous: { activeMinutes: 1, daysActive: 1 },
      minutesTrend: 2,
      daysTrend: 2,
    });
  });

  it('has no trend in the first month studied rather than a rise from nothing', () => {
    const mar = t('2026-03-10T10:00:00Z');
    expect(
      buildStudyReport({ ...base, moments: [mar, mar + MIN] }),
    ).toMatchObject({
      minutesTrend: 1,
      daysTrend: 1,
    });
  });

  it('counts the lessons done (a retaken quiz once), quizzes, practice and tests of the month only', () => {
    const r = buildStudyReport({
      ...base,
      quizSaves: [
        { lessonKey: 'a', at: t('2026-03-02T00:00:00Z') },
        { lessonKey: 'a', at: t('2026-03-03T00:00:00Z') },
        { lessonKey: 'b', at: t('2026-02-03T00:00:00Z') },
      ],
      practiceDone: [t('2026-03-02T00:00:00Z'), t('2026-04-02T00:00:00Z')],
      testsSubmitted: [t('2026-03-05T00:00:00Z')],
    });
    expect(r).toMatchObject({
      lessonsDone: 1,
      quizzesDone: 2,
      practiceDone: 1,
      testsTaken: 1,
    });
  });
});
