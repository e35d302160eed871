import { userKindOf } from '../authority/user-status';
import { redirect, STAY, type Decision } from './decision';
import { ERROR_CATALOGUE } from './error-catalogue';
import { studyPathDecision } from './onboarding-redirects';
import type { PageId } from './pages';
import type { ProgressFacts } from './progress-facts';
import { testStartRefusal, type TestStartState } from './test-start';

interface TestGateState extends TestStartState {
  facts: ProgressFacts;
  userStatus: number;
  /** The saved profile has a start-point grade (hasStudyPath). */
  hasStudyPath: boolean;
}

// spec 01 §4 Diagnostic test flow, redirects shared by dt_intro and testing: where
// each reason the test may not start leads.
function sharedTestGate(
  state: TestGateState,
  page: 'dt_intro' | 'testing',
): Decision | null {
  const path = studyPathDecision({
    hasProfile: state.hasProfile,
    isFirstTime: state.facts.isFirstTime,
    hasStudyPath: state.hasStudyPath,
  });
  if (path.type === 'redirect') return path;
  switch (testStartRefusal(state)) {
    case null:
      return null;
    case 'noProfile':
      return redirect('welcome');
    case 'noTestsLeft':
      // for a demo user, purchase_guide instead of the intro
      return redirect(
        page === 'dt_intro' && userKindOf(state.userStatus) === 'demo'
          ? 'purchase_guide'
          : 'learn',
      );
    case 'allTestsDone':
    case 'lessonsNotDone':
      return redirect('learn');
  }
}

export function dtIntroDecision(state: TestGateState): Decision {
  return sharedTestGate(state, 'dt_intro') ?? STAY;
}

// spec 01 §4: for testing only, first-time with no new modules goes to dt_intro; not
// first-time and userStatus 4 goes to learn.
export function testingDecision(state: TestGateState): Decision {
  const shared = sharedTestGate(state, 'testing');
  if (shared) return shared;
  if (state.facts.isFirstTime && state.facts.newModuleCount === 0)
    return redirect('dt_intro');
  if (!state.facts.isFirstTime && userKindOf(state.userStatus) === 'demo')
    return redirect('learn');
  return STAY;
}

// spec 01 §4 / §8: missing or empty test data shows an alert and goes to dt_intro.
export function testDataDecision(moduleCount: number | null): Decision {
  return moduleCount === null || moduleCount === 0
    ? redirect('dt_intro', ERROR_CATALOGUE.testDataEmpty.alert)
    : STAY;
}

// spec 01 §2 testing / spec 02 §2 ct_testing: confirming the leave warning returns to these.
export function afterLeavingTest(page: 'testing' | 'ct_testing'): PageId {
  return page === 'testing' ? 'dt_intro' : 'custom_test';
}

// spec 01 §2 purchase_guide: shown if UserStatus is 4, otherwise goes to learn.
export function purchaseGuideDecision(state: { userStatus: number }): Decision {
  return state.userStatus === 4 ? STAY : redirect('learn');
}

// spec 01 §2 purchase_guide: back goes to module_lesson if that was the entry page, else learn.
export function purchaseGuideBack(
  entryPage: string | null | undefined,
): PageId {
  return entryPage === 'module_lesson' ? 'module_lesson' : 'learn';
}
