import {
  isModulePassed,
  moduleDtStatus,
  MODULE_DT_STATUS,
  type ModuleScores,
} from '../progress/classification';
import {
  compareScores,
  latestTwoScores,
  type ScoreComparison,
} from '../progress/comparison';
import type { ScoreEntry } from '../progress/score-entry';
import { timeOf } from '../common/guards';

/** One diagnostic or custom test score of a module. */
export interface ModuleScoreEntry extends ScoreEntry {
  moduleKey: string;
}

/** A question the student answered, with the server's score, when it was answered. */
export interface ReportAnswer {
  moduleKey: string;
  /** Identifies the question across sittings (e.g. `<module>.<question key>`). */
  questionRef: string;
  score: number;
  totalScore: number;
  at: number;
}

export interface PassedModule {
  moduleKey: string;
  /** The displayed score before (null when the module had none). */
  before: number | null;
  after: number;
  arrow: ScoreComparison;
}

export interface AttentionModule {
  moduleKey: string;
  latest: number | null;
  /** Up to MOST_MISSED_LIMIT questions, most often missed first. */
  mostMissed: { questionRef: string; missed: number }[];
}

export const MOST_MISSED_LIMIT = 3;
export const ATTENTION_LIMIT = 5;

function scoresUntil(
  entries: readonly ModuleScoreEntry[],
  moduleKey: string,
  untilMs: number,
): ModuleScores {
  const mine = entries.filter(
    (e) => e.moduleKey === moduleKey && timeOf(e.at) < untilMs,
  );
  return {
    dt: mine.filter((e) => e.source === 'dt'),
    ct: mine.filter((e) => e.source === 'ct'),
  };
}

const moduleKeys = (entries: readonly ModuleScoreEntry[]) => [
  ...new Set(entries.map((e) => e.moduleKey)),
];

/**
 * Issue 13 / DESIGN.md §4: the modules passed during the month, with the
 * score before the month (or the one before the passing test when the module
 * was first tested this month), the score at its end, and the arrow of the
 * score comparison rule (spec 02 §3 compareLatestTwoScoresResult).
 */
export function modulesPassedInMonth(
  entries: readonly ModuleScoreEntry[],
  startMs: number,
  endMs: number,
): PassedModule[] {
  const out: PassedModule[] = [];
  for (const key of moduleKeys(entries)) {
    const atEnd = scoresUntil(entries, key, endMs);
    const atStart = scoresUntil(entries, key, startMs);
    // spec 02 §4: passed if the diagnostic or the custom test says so.
    if (!isModulePassed(atEnd) || isModulePassed(atStart)) continue;
    const end = latestTwoScores(atEnd);
    const before =
      latestTwoScores(atStart).displayLatestScore ?? end.displayPreviousScore;
    const after = end.displayLatestScore ?? 0;
    out.push({
      moduleKey: key,
      before,
      after,
      arrow: compareScores(after, before),
    });
  }
  return out;
}

/**
 * The tested modules not passed at the month's end (spec 02 §4: ongoing or
 * requires attention), lowest score first, each with the questions the
 * student missed most often during the month.
 */
export function modulesNeedingAttention(
  entries: readonly ModuleScoreEntry[],
  answers: readonly ReportAnswer[],
  startMs: number,
  endMs: number,
): AttentionModule[] {
  const modules = moduleKeys(entries)
    .map((key) => ({ key, scores: scoresUntil(entries, key, endMs) }))
    .filter(({ scores }) => {
      const status = moduleDtStatus(scores);
      return (
        status === MODULE_DT_STATUS.ongoing ||
        status === MODULE_DT_STATUS.weakness
      );
    })
    .map(({ key, scores }) => ({
      key,
      latest: latestTwoScores(scores).displayLatestScore,
    }))
    .sort(
      (a, b) => (a.latest ?? 0) - (b.latest ?? 0) || a.key.localeCompare(b.key),
    )
    .slice(0, ATTENTION_LIMIT);
  return modules.map(({ key, latest }) => ({
    moduleKey: key,
    latest,
    mostMissed: mostMissed(answers, key, startMs, endMs),
  }));
}

/** The module's questions answered wrong most often in the month (ties: the latest miss first). */
export function mostMissed(
  answers: readonly ReportAnswer[],
  moduleKey: string,
  startMs: number,
  endMs: number,
): { questionRef: string; missed: number }[] {
  const counts = new Map<string, { missed: number; last: number }>();
  for (const a of answers) {
    if (a.moduleKey !== moduleKey || a.at < startMs || a.at >= endMs) continue;
    if (!(a.totalScore > 0) || a.score >= a.totalScore) continue;
    const c = counts.get(a.questionRef) ?? { missed: 0, last: -Infinity };
    counts.set(a.questionRef, {
      missed: c.missed + 1,
      last: Math.max(c.last, a.at),
    });
  }
  return [...counts.entries()]
    .sort(
      ([ra, a], [rb, b]) =>
        b.missed - a.missed || b.last - a.last || ra.localeCompare(rb),
    )
    .slice(0, MOST_MISSED_LIMIT)
    .map(([questionRef, { missed }]) => ({ questionRef, missed }));
}
