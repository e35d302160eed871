import type { ProgressFacts } from './progress-facts';

export function facts(overrides: Partial<ProgressFacts> = {}): ProgressFacts {
  return {
    isFirstTime: false,
    testsTaken: 1,
    newModuleCount: 0,
    verifyModuleCount: 1,
    allTestsDone: false,
    hasRecommended: true,
    recommendedLessonsDone: true,
    ...overrides,
  };
}

export const firstTime = (): ProgressFacts =>
  facts({
    isFirstTime: true,
    testsTaken: 0,
    newModuleCount: 5,
    verifyModuleCount: 0,
    hasRecommended: false,
  });
