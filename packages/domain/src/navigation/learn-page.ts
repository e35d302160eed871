import {
  can,
  hasDiagnosticTestsLeft,
  type Authority,
} from '../authority/authority-levels';
import type { ProgressFacts } from './progress-facts';

// spec 02 §2: the grammar test button shows unless all DTs are done, and only when there is
// no recommended lesson or every recommended module's lessons are done.
export function showGrammarTestButton(
  facts: Pick<
    ProgressFacts,
    'allTestsDone' | 'hasRecommended' | 'recommendedLessonsDone'
  >,
): boolean {
  if (facts.allTestsDone) return false;
  return !facts.hasRecommended || facts.recommendedLessonsDone;
}

export type RecommendedTextType = 'allPassed' | 'weaknesses' | 'normal';

// spec 02 §2: decided when no ongoing modules remain: no weaknesses gives allPassed;
// weaknesses and no passed modules gives weaknesses; otherwise (and while modules are
// still ongoing) normal.
export function recommendedTextType(counts: {
  ongoing: number;
  weakness: number;
  passed: number;
}): RecommendedTextType {
  if (counts.ongoing > 0) return 'normal';
  if (counts.weakness === 0) return 'allPassed';
  if (counts.passed === 0) return 'weaknesses';
  return 'normal';
}

export type NoRecommendVariant =
  'demo' | 'allTestsDone' | 'allPassed' | 'allFailed' | 'somePassed';
export type NoRecommendAction =
  'openDtResults' | 'takeNextDt' | 'goToNeedsAttention' | 'goToAllModules';

export interface NoRecommendCard {
  /** 1 offers the next test, 2 does not. */
  cardType: 1 | 2;
  variant: NoRecommendVariant;
  actions: NoRecommendAction[];
  weaknessCount: number;
  passedCount: number;
}

// spec 02 §2 No-recommend cards: variants demo, all passed, some passed, all failed, all DTs done.
export function noRecommendCard(state: {
  authority: Authority;
  facts: ProgressFacts;
  weaknessCount: number;
  passedCount: number;
}): NoRecommendCard {
  const { authority, facts, weaknessCount, passedCount } = state;
  const variant: NoRecommendVariant = can(authority, 'seeUpgradePrompts')
    ? 'demo'
    : facts.allTestsDone
      ? 'allTestsDone'
      : weaknessCount === 0
        ? 'allPassed'
        : passedCount === 0
          ? 'allFailed'
          : 'somePassed';
  const canTakeNext =
    !facts.allTestsDone &&
    hasDiagnosticTestsLeft(authority, facts.testsTaken) &&
    showGrammarTestButton(facts);
  const actions: NoRecommendAction[] = [];
  if (facts.testsTaken > 0) actions.push('openDtResults');
  if (canTakeNext) actions.push('takeNextDt');
  if (weaknessCount > 0) actions.push('goToNeedsAttention');
  actions.push('goToAllModules');
  return {
    cardType: canTakeNext ? 1 : 2,
    variant,
    actions,
    weaknessCount,
    passedCount,
  };
}

/** spec 02 §2 Learn tabs: 1 learn (recommended), 2 all modules, 3 needs attention. */
export type LearnTab = 1 | 2 | 3;

// spec 02 §2: the selected tab is remembered only when returning from the module lesson
// page through its back button; otherwise it resets to 1.
export function learnTabOnEntry(state: {
  storedTab: LearnTab | null;
  returnedViaModuleLessonBack: boolean;
}): LearnTab {
  return state.returnedViaModuleLessonBack && state.storedTab !== null
    ? state.storedTab
    : 1;
}

/** spec 02 §2 Learn overlays: 0 none, 1 DT results, 2 CT results, 3 DT mistakes. */
export type LearnOverlay = 0 | 1 | 2 | 3;

// spec 02 §4 Home ad: opens automatically when shown, unread and no overlay is open.
export function shouldAutoOpenHomeAd(state: {
  isShown: boolean;
  isRead: boolean;
  overlay: LearnOverlay;
}): boolean {
  return state.isShown && !state.isRead && state.overlay === 0;
}

// spec 02 §4 Home ad: closing marks it read once.
export function shouldMarkHomeAdRead(state: {
  isRead: boolean;
  alreadyMarkedThisSession: boolean;
}): boolean {
  return !state.isRead && !state.alreadyMarkedThisSession;
}

/** spec 02 §2 Learn warning popup: 2 expired, 3 learn more. */
export type LearnWarningPopup = 0 | 2 | 3;

// spec 02 §6: for a demo student "the next DT is blocked with a warning (Get the full
// version / Continue studying)": the learn page's warning popup 3, learn more (about the
// full version). An expired student with no test left gets warning 2 (spec 02 §6 Expired:
// 'Your subscription has expired', Got it). With a test left the test opens (0).
export function takeTestWarning(state: {
  authority: Authority;
  testsTaken: number;
}): LearnWarningPopup {
  const { authority, testsTaken } = state;
  if (hasDiagnosticTestsLeft(authority, testsTaken)) return 0;
  if (can(authority, 'seeUpgradePrompts')) return 3;
  if (can(authority, 'seeExpiredWarning')) return 2;
  return 0;
}
