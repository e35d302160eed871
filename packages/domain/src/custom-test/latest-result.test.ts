import { describe, expect, it } from 'vitest';
import { latestCustomTestResult } from './latest-result';

const score = (
  CustomTestKey: string,
  Score: number,
  CreatedStamp: string,
  TotalScore = 10,
) => ({ CustomTestKey, Score, TotalScore, CreatedStamp });

describe('the latest custom test result, reopened from learn (spec 02 §2 overlay 2, §4 Custom test submit)', () => {
  it('is null before the first custom test', () => {
    expect(latestCustomTestResult([])).toBeNull();
  });

  it('takes the test with the newest score, each of its modules, summed and passed at 80 as on submit', () => {
    const result = latestCustomTestResult([
      {
        ModuleKey: 'nouns',
        Scores: [
          score('ct-1', 2, '2025-05-01T10:00:00.000Z'),
          score('ct-2', 10, '2025-06-01T10:00:00.000Z'),
        ],
      },
      {
        ModuleKey: 'articles',
        Scores: [
          score('ct-1', 3, '2025-05-01T10:00:00.000Z'),
          score('ct-2', 4, '2025-06-01T10:00:00.000Z'),
        ],
      },
      // Only in the older test.
      {
        ModuleKey: 'can',
        Scores: [score('ct-1', 9, '2025-05-01T10:00:00.000Z')],
      },
    ]);
    expect(result).toEqual({
      CustomTestKey: 'ct-2',
      EndStamp: '2025-06-01T10:00:00.000Z',
      Score: 14,
      TotalScore: 20,
      DisplayedScore: 70,
      ModuleScores: [
        {
          ModuleKey: 'nouns',
          Score: 10,
          TotalScore: 10,
          DisplayedScore: 100,
          IsPassed: true,
        },
        {
          ModuleKey: 'articles',
          Score: 4,
          TotalScore: 10,
          DisplayedScore: 40,
          IsPassed: false,
        },
      ],
    });
  });
});
