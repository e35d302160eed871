import {
  isModulePassed,
  moduleDtStatus,
  moduleProgressStatus,
  type ModuleDtStatus,
  type ModuleProgressStatus,
  type ModuleScores,
} from './classification';
import { latestTwoScores, type LatestTwoScores } from './comparison';
import { scoreColour, type ScoreColour } from './score-colour';
import { byTime, displayedOf, usableScores } from './score-entry';

/** The score part of spec 02 §3 Module (derived view). */
export interface ModuleScoreSummary {
  isPassed: boolean;
  moduleDtStatus: ModuleDtStatus;
  moduleProgressStatus: ModuleProgressStatus;
  /** Displayed score of the latest test (diagnostic or custom); null when never tested. */
  displayedAverageScore: number | null;
  /** Colour of the displayed score; null when never tested. */
  moduleStatus: ScoreColour | null;
  latestTwoScores: LatestTwoScores;
  /** Time of the latest test of either kind (ISO), null when never tested. */
  latestTestAt: string | null;
}

export function summarizeModuleScores(
  scores: ModuleScores,
): ModuleScoreSummary {
  const latest = byTime(usableScores([...scores.dt, ...scores.ct])).at(-1);
  const displayed = latest ? displayedOf(latest) : null;
  return {
    isPassed: isModulePassed(scores),
    moduleDtStatus: moduleDtStatus(scores),
    moduleProgressStatus: moduleProgressStatus(scores),
    displayedAverageScore: displayed,
    moduleStatus: displayed === null ? null : scoreColour(displayed),
    latestTwoScores: latestTwoScores(scores),
    latestTestAt: latest?.at ?? null,
  };
}
