import type { CertainModuleScore } from './score-entry';

// spec 02 §3 Student progress, with the wire's PascalCase field names.

/** spec 02 §3 Remediation module lesson. */
export interface RemediationLesson {
  Name: string;
  LessonKey: string;
  /** The quiz total of the latest attempt; 0 when never taken. */
  TotalScore: number;
  /** The quiz score of the latest attempt; null when never taken. */
  StudentScore: number | null;
  ActivityKeys: string[];
  Sequence: number;
  Description: string;
}

export interface RemediationModule {
  ModuleKey: string;
  Lessons: RemediationLesson[];
}

export interface NextDiagnosticTest {
  /** Modules tested for the first time. */
  New: string[];
  /** Modules re-tested after their lessons. */
  NeedToBeVerified: string[];
}

export interface ModuleAllResult {
  ModuleKey: string;
  /** Oldest first. */
  CertainModuleScores: CertainModuleScore[];
}

/** One module's line in a test summary. */
export interface SummaryModuleScore {
  ModuleKey: string;
  Score: number;
  TotalScore: number;
  DisplayedScore: number;
  IsPassed: boolean;
  /** Tested for the first time (New) rather than re-tested (NeedToBeVerified). */
  IsNew: boolean;
}

/** The result of one diagnostic test (what the DT results overlay shows). */
export interface DiagnosticTestScoreSummary {
  /** 1 for the first test. */
  Ordinal: number;
  DiagnosticTestKey: string;
  EndStamp: string;
  Score: number;
  TotalScore: number;
  DisplayedScore: number;
  PassedCount: number;
  RecommendedCount: number;
  ModuleScores: SummaryModuleScore[];
}

export interface DiagnosticTestProgress {
  /** How many diagnostic tests the student has taken. */
  DiagnosticTestNumber: number;
  NextDiagnosticTest: NextDiagnosticTest;
  /** One summary per test taken, oldest first; empty before the first test. */
  UserDiagnosticTestScoreSummary: DiagnosticTestScoreSummary[];
  UserDiagnosticTestAllResult: ModuleAllResult[];
}

export interface RemediationProgress {
  /** Tested, not passed: study these (curriculum order). */
  Recommended: RemediationModule[];
  /** Tested and passed (curriculum order). */
  AlreadyPassed: RemediationModule[];
  /** Every tested module: Recommended and AlreadyPassed together (curriculum order). */
  RemediationModulesResult: RemediationModule[];
  /** Modules of grades below the start-point grade: free to study. */
  LessThanSelectedGradeModules: RemediationModule[];
}

export interface StudentProgress {
  IsFirstTime: boolean;
  IsFinishedHardestGrade: boolean;
  DiagnosticTestProgress: DiagnosticTestProgress;
  RemediationProgress: RemediationProgress;
}
