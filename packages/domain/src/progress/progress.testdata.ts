import type { ScoreEntry } from './score-entry';

export function dt(score: number, at: string, totalScore = 100): ScoreEntry {
  return { score, totalScore, at, source: 'dt' };
}

export function ct(score: number, at: string, totalScore = 100): ScoreEntry {
  return { score, totalScore, at, source: 'ct' };
}

export const T1 = '2024-01-01T10:00:00.000Z';
export const T2 = '2024-02-01T10:00:00.000Z';
export const T3 = '2024-03-01T10:00:00.000Z';
export const T4 = '2024-04-01T10:00:00.000Z';
