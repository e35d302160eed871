import { describe, expect, it } from 'vitest';
import { moduleScoresOf } from './module-scores';
import { summarizeModuleScores } from './module-summary';
import { ct, dt, T1, T2, T3 } from './progress.testdata';
import {
  fromCertainModuleScores,
  fromCustomTestScores,
  latestScore,
} from './score-entry';
import type { StudentProgress } from './student-progress';

describe('module score summary (spec 02 §3 Module derived view)', () => {
  it('summarizes a module weak in two tests', () => {
    expect(
      summarizeModuleScores({ dt: [dt(50, T1), dt(65, T2)], ct: [] }),
    ).toEqual({
      isPassed: false,
      moduleDtStatus: 3,
      moduleProgressStatus: 4,
      displayedAverageScore: 65,
      moduleStatus: 3,
      latestTwoScores: {
        displayLatestScore: 65,
        displayPreviousScore: 50,
        compareLatestTwoScoresResult: 2,
      },
      latestTestAt: T2,
    });
  });

  it('shows the latest custom-test score when it is newest', () => {
    expect(
      summarizeModuleScores({ dt: [dt(50, T1)], ct: [ct(95, T3)] }),
    ).toMatchObject({
      isPassed: true,
      displayedAverageScore: 95,
      moduleStatus: 2,
    });
  });

  it('has no score or colour before any test', () => {
    expect(summarizeModuleScores({ dt: [], ct: [] })).toMatchObject({
      displayedAverageScore: null,
      moduleStatus: null,
      latestTestAt: null,
    });
    expect(latestScore([])).toBeNull();
  });

  it('reads scores from the wire progress and custom-test list', () => {
    const progress = {
      DiagnosticTestProgress: {
        UserDiagnosticTestAllResult: [
          {
            ModuleKey: 'm1',
            CertainModuleScores: [
              { Score: 5, TotalScore: 10, Ordinal: 1, EndStamp: T1 },
            ],
          },
        ],
      },
    } as Pick<StudentProgress, 'DiagnosticTestProgress'>;
    const cts = [
      {
        ModuleKey: 'm1',
        CustomTestKey: 'c1',
        Scores: [{ Score: 9, TotalScore: 10, CreatedStamp: T2 }],
      },
      { ModuleKey: 'm2', CustomTestKey: 'c1', Scores: [] },
    ];
    expect(moduleScoresOf(progress, cts, 'm1')).toEqual({
      dt: [dt(5, T1, 10)],
      ct: [ct(9, T2, 10)],
    });
    expect(moduleScoresOf(progress, [], 'zz')).toEqual({ dt: [], ct: [] });
    expect(fromCertainModuleScores([])).toEqual([]);
    expect(fromCustomTestScores(cts, 'm2')).toEqual([]);
  });
});
