import {
  hasDiagnosticTestsLeft,
  type Authority,
} from '../authority/authority-levels';
import type { ProgressFacts } from './progress-facts';

/**
 * Why the next diagnostic test may not start: the server refuses the start
 * for it and the web's dt_intro and testing redirects follow it.
 */
export type TestStartRefusal =
  /** spec 01 §3 Student profile: not set, so there is no grade to test. */
  | 'noProfile'
  /** spec 01 §3 Authority levels: tests taken at or above maxDtNumber. */
  | 'noTestsLeft'
  /** spec 01 §4: both NeedToBeVerified and New are empty. */
  | 'allTestsDone'
  /** spec 01 §4: not first-time, and the recommended lessons are not all done. */
  | 'lessonsNotDone';

export interface TestStartState {
  hasProfile: boolean;
  facts: Pick<
    ProgressFacts,
    'isFirstTime' | 'testsTaken' | 'allTestsDone' | 'recommendedLessonsDone'
  >;
  authority: Pick<Authority, 'maxDtNumber'>;
}

// spec 01 §4 Diagnostic test flow (redirects for dt_intro and testing): the count of
// tests at or above maxDtNumber (when above 0), nothing to test, or not first-time with
// recommended lessons not all done; DESIGN.md §4 Learning path: the first test covers
// the profile's start-point grade, so a test needs a profile.
export function testStartRefusal(
  state: TestStartState,
): TestStartRefusal | null {
  const { facts } = state;
  if (!state.hasProfile) return 'noProfile';
  if (!hasDiagnosticTestsLeft(state.authority, facts.testsTaken))
    return 'noTestsLeft';
  if (facts.allTestsDone) return 'allTestsDone';
  if (!facts.isFirstTime && !facts.recommendedLessonsDone)
    return 'lessonsNotDone';
  return null;
}
