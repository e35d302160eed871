import { describe, expect, it } from 'vitest';
import { compareScores, latestTwoScores } from './comparison';
import { ct, dt, T1, T2, T3, T4 } from './progress.testdata';

describe('score comparison (spec 02 §3 latestTwoScores, §4)', () => {
  it.each([
    [null, 50, 1],
    [50, null, 1],
    [60, 50, 2],
    [40, 50, 3],
    [50, 50, 4],
  ] as const)(
    'compares latest %s with previous %s as %s',
    (latest, previous, result) => {
      expect(compareScores(latest, previous)).toBe(result);
    },
  );

  it('is unknown with a single score', () => {
    expect(latestTwoScores({ dt: [dt(50, T1)], ct: [] })).toEqual({
      displayLatestScore: 50,
      displayPreviousScore: null,
      compareLatestTwoScoresResult: 1,
    });
  });

  it('compares the latest two diagnostic scores', () => {
    expect(
      latestTwoScores({ dt: [dt(70, T2), dt(50, T1)], ct: [] })
        .compareLatestTwoScoresResult,
    ).toBe(2);
  });

  it('compares the newest custom score with the one before when there are two or more', () => {
    const result = latestTwoScores({
      dt: [dt(90, T1)],
      ct: [ct(60, T2), ct(55, T3)],
    });
    expect(result).toEqual({
      displayLatestScore: 55,
      displayPreviousScore: 60,
      compareLatestTwoScoresResult: 3,
    });
  });

  it('compares a single custom score with the latest diagnostic score', () => {
    const result = latestTwoScores({
      dt: [dt(40, T1), dt(60, T2)],
      ct: [ct(60, T3)],
    });
    expect(result).toEqual({
      displayLatestScore: 60,
      displayPreviousScore: 60,
      compareLatestTwoScoresResult: 4,
    });
  });

  it('compares a diagnostic score newer than every custom score with the score before it', () => {
    const result = latestTwoScores({
      dt: [dt(40, T1), dt(75, T4)],
      ct: [ct(60, T2), ct(70, T3)],
    });
    expect(result).toEqual({
      displayLatestScore: 75,
      displayPreviousScore: 70,
      compareLatestTwoScoresResult: 2,
    });
  });

  it('is unknown with no scores at all', () => {
    expect(
      latestTwoScores({ dt: [], ct: [] }).compareLatestTwoScoresResult,
    ).toBe(1);
  });
});
