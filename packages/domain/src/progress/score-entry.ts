import { timeOf } from '../common/guards';
import { displayedPercent } from './rounding';

/** One score of a module in one diagnostic or custom test. */
export interface ScoreEntry {
  score: number;
  totalScore: number;
  /** When the test ended (ISO 8601). */
  at: string;
  /** 'dt' for a diagnostic test, 'ct' for a custom test. */
  source: 'dt' | 'ct';
}

// spec 02 §5: score items with a missing or zero total score are skipped.
export function usableScores(entries: readonly ScoreEntry[]): ScoreEntry[] {
  return entries.filter(
    (e) =>
      Number.isFinite(e.totalScore) &&
      e.totalScore > 0 &&
      Number.isFinite(e.score),
  );
}

/** Oldest first; ties keep their given order. */
export function byTime(entries: readonly ScoreEntry[]): ScoreEntry[] {
  return entries
    .map((e, i) => ({ e, i }))
    .sort((a, b) => timeOf(a.e.at) - timeOf(b.e.at) || a.i - b.i)
    .map(({ e }) => e);
}

export function latestScore(entries: readonly ScoreEntry[]): ScoreEntry | null {
  return byTime(usableScores(entries)).at(-1) ?? null;
}

export function displayedOf(entry: ScoreEntry): number {
  return displayedPercent(entry.score, entry.totalScore);
}

/** spec 02 §3 certainModuleScores item as the wire sends it. */
export interface CertainModuleScore {
  Score: number;
  TotalScore: number;
  /** Which diagnostic test (1 for the first). */
  Ordinal: number;
  EndStamp: string;
}

/** spec 02 §3 custom test scores as the wire sends them. */
export interface CustomTestModuleScores {
  ModuleKey: string;
  CustomTestKey: string;
  Scores: { Score: number; TotalScore: number; CreatedStamp: string }[];
}

export function fromCertainModuleScores(
  list: readonly CertainModuleScore[],
): ScoreEntry[] {
  return list.map((s) => ({
    score: s.Score,
    totalScore: s.TotalScore,
    at: s.EndStamp,
    source: 'dt',
  }));
}

/** The custom-test score entries of one module. */
export function fromCustomTestScores(
  list: readonly CustomTestModuleScores[],
  moduleKey: string,
): ScoreEntry[] {
  return list
    .filter((item) => item.ModuleKey === moduleKey)
    .flatMap((item) =>
      item.Scores.map((s): ScoreEntry => ({
        score: s.Score,
        totalScore: s.TotalScore,
        at: s.CreatedStamp,
        source: 'ct',
      })),
    );
}
