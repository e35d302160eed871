/** A lesson of the curriculum (names already in the student's language). */
export interface CurriculumLesson {
  key: string;
  name: string;
  description: string;
  /** 1 for the first lesson. */
  sequence: number;
  /** Practice and quiz activity keys, in order. */
  activityKeys: string[];
}

export interface CurriculumModule {
  key: string;
  /** 1 beginner .. 4 advanced; 0 unknown. */
  difficultyLevel: number;
  lessons: CurriculumLesson[];
}

/** A school grade of the student's market region, with its modules in course order. */
export interface CurriculumGrade {
  key: string;
  /** 3..11 */
  ordinal: number;
  modules: CurriculumModule[];
}

export interface ModulePoints {
  moduleKey: string;
  score: number;
  totalScore: number;
}

export interface DiagnosticTestRecord {
  key: string;
  /** When the student submitted it (ISO 8601). */
  endStamp: string;
  /** Modules it tested for the first time. */
  newModuleKeys: string[];
  /** Modules it re-tested. */
  verifiedModuleKeys: string[];
  moduleScores: ModulePoints[];
}

export interface CustomTestRecord {
  key: string;
  endStamp: string;
  moduleScores: ModulePoints[];
}

/** The latest quiz result of a lesson; lessons never taken are simply absent. */
export interface LessonResult {
  moduleKey: string;
  lessonKey: string;
  score: number | null;
  totalScore: number;
}

export interface StudentHistory {
  diagnosticTests: DiagnosticTestRecord[];
  customTests: CustomTestRecord[];
  lessons: LessonResult[];
}

export interface LearningPathInput {
  /** Grades of the student's region; any order (sorted by ordinal here). */
  curriculum: CurriculumGrade[];
  /** StartPointGradeKey from set_level; null or unknown falls back to the lowest grade. */
  startPointGradeKey: string | null;
  history: StudentHistory;
}
