import type {
  CurriculumGrade,
  CurriculumModule,
  DiagnosticTestRecord,
  LearningPathInput,
  LessonResult,
} from './learning-path-input';

function courseModule(key: string, difficultyLevel = 1): CurriculumModule {
  return {
    key,
    difficultyLevel,
    lessons: [2, 1].map((sequence) => ({
      key: `${key}-l${sequence}`,
      name: `Lesson ${sequence}`,
      description: 'About it',
      sequence,
      activityKeys: [`${key}-l${sequence}-p1`, `${key}-l${sequence}-q1`],
    })),
  };
}

/** Grades 3 (m3a, m3b), 4 (m4a, m4b) and 5 (m5a), given out of order on purpose. */
export const curriculum: CurriculumGrade[] = [
  {
    key: 'g4',
    ordinal: 4,
    modules: [courseModule('m4a'), courseModule('m4b', 2)],
  },
  {
    key: 'g3',
    ordinal: 3,
    modules: [courseModule('m3a'), courseModule('m3b')],
  },
  { key: 'g5', ordinal: 5, modules: [courseModule('m5a', 3)] },
];

export function test(
  key: string,
  endStamp: string,
  scores: Record<string, number>,
  verified: string[] = [],
): DiagnosticTestRecord {
  const moduleScores = Object.entries(scores).map(([moduleKey, score]) => ({
    moduleKey,
    score,
    totalScore: 100,
  }));
  return {
    key,
    endStamp,
    verifiedModuleKeys: verified,
    newModuleKeys: moduleScores
      .map((m) => m.moduleKey)
      .filter((k) => !verified.includes(k)),
    moduleScores,
  };
}

export function lessonsDone(moduleKey: string): LessonResult[] {
  return [1, 2].map((n) => ({
    moduleKey,
    lessonKey: `${moduleKey}-l${n}`,
    score: 4,
    totalScore: 5,
  }));
}

export function input(
  history: Partial<LearningPathInput['history']> = {},
  startPointGradeKey: string | null = 'g4',
): LearningPathInput {
  return {
    curriculum,
    startPointGradeKey,
    history: { diagnosticTests: [], customTests: [], lessons: [], ...history },
  };
}
