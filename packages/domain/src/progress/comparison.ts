import { timeOf } from '../common/guards';
import {
  byTime,
  displayedOf,
  usableScores,
  type ScoreEntry,
} from './score-entry';
import type { ModuleScores } from './classification';

/** spec 02 §3 compareLatestTwoScoresResult: 1 unknown, 2 up, 3 down, 4 equal. */
export type ScoreComparison = 1 | 2 | 3 | 4;
export const SCORE_COMPARISON = {
  unknown: 1,
  up: 2,
  down: 3,
  equal: 4,
} as const;

export interface LatestTwoScores {
  displayLatestScore: number | null;
  displayPreviousScore: number | null;
  compareLatestTwoScoresResult: ScoreComparison;
}

/** Compares two displayed scores. */
export function compareScores(
  latest: number | null,
  previous: number | null,
): ScoreComparison {
  if (latest === null || previous === null) return SCORE_COMPARISON.unknown;
  if (latest > previous) return SCORE_COMPARISON.up;
  if (latest < previous) return SCORE_COMPARISON.down;
  return SCORE_COMPARISON.equal;
}

/** The two entries compared, newest first. */
function latestTwo(
  scores: ModuleScores,
): [ScoreEntry | undefined, ScoreEntry | undefined] {
  const dt = byTime(usableScores(scores.dt));
  const ct = byTime(usableScores(scores.ct));
  const newestCt = ct.at(-1);
  const newestDt = dt.at(-1);
  const ctIsNewest =
    newestCt !== undefined &&
    (newestDt === undefined || timeOf(newestCt.at) >= timeOf(newestDt.at));
  // spec 02 §4 Score comparison (custom test): with two or more custom scores the newest is
  // compared with the one before; with one, with the latest diagnostic score.
  if (ctIsNewest) return [newestCt, ct.length >= 2 ? ct.at(-2) : newestDt];
  // A diagnostic test newer than every custom test: compare it with the score just before it.
  const all = byTime([...dt, ...ct]);
  return [all.at(-1), all.at(-2)];
}

export function latestTwoScores(scores: ModuleScores): LatestTwoScores {
  const [latest, previous] = latestTwo(scores);
  const displayLatestScore = latest ? displayedOf(latest) : null;
  const displayPreviousScore = previous ? displayedOf(previous) : null;
  return {
    displayLatestScore,
    displayPreviousScore,
    compareLatestTwoScoresResult: compareScores(
      displayLatestScore,
      displayPreviousScore,
    ),
  };
}
