import {
  can,
  canOpenModule,
  type Authority,
} from '../authority/authority-levels';
import {
  MODULE_DT_STATUS,
  type ModuleDtStatus,
} from '../progress/classification';
import { redirect, STAY, type Decision } from './decision';
import { studyPathDecision } from './onboarding-redirects';
import type { PageId } from './pages';

// spec 02 §2 Learn page: no profile goes to welcome; a first-time student goes to ready_go.
// A first-time student without a study path goes back to set_level (studyPathDecision).
export function learnDecision(state: {
  hasProfile: boolean;
  isFirstTime: boolean;
  hasStudyPath: boolean;
}): Decision {
  if (!state.hasProfile) return redirect('welcome');
  const path = studyPathDecision(state);
  if (path.type === 'redirect') return path;
  if (state.isFirstTime) return redirect('ready_go');
  return STAY;
}

// spec 02 §2 Module lesson: the module key is kept from the learn page, otherwise back to learn.
export function moduleLessonDecision(state: {
  moduleKey: string | null;
}): Decision {
  return state.moduleKey && state.moduleKey.trim() !== ''
    ? STAY
    : redirect('learn');
}

// spec 02 §2 Module lesson: back goes to the custom test if that was the target page, else learn.
export function moduleLessonBack(
  targetPage: string | null | undefined,
): PageId {
  return targetPage === 'custom_test' ? 'custom_test' : 'learn';
}

// spec 01 §6 Demo: only listed modules can be opened, others go to purchase_guide. Expired
// students may open the page (spec 02 §6 "one reading"), where its lessons are locked.
export function openModuleDecision(
  authority: Authority,
  moduleKey: string,
): Decision {
  if (canOpenModule(authority, moduleKey) || authority.level === 'EXPIRED')
    return redirect('module_lesson');
  return redirect('purchase_guide');
}

/** Lessons of a module are locked for a student who may not open it (spec 02 §6). */
export function isModuleLockedFor(
  authority: Authority,
  moduleKey: string,
): boolean {
  return !canOpenModule(authority, moduleKey);
}

export type StartLessonDecision =
  | { type: 'start'; to: 'remediation_lesson'; showExpiredWarning: boolean }
  | { type: 'redirect'; to: 'learn' | 'purchase_guide' };

// spec 02 §4 Starting a lesson: demo or expired students only for canRemediationModules;
// others go to learn (or, for demo, the purchase guide). Expired users see a warning popup.
export function startLessonDecision(
  authority: Authority,
  moduleKey: string,
): StartLessonDecision {
  if (!canOpenModule(authority, moduleKey))
    return {
      type: 'redirect',
      to: authority.level === 'DEMO' ? 'purchase_guide' : 'learn',
    };
  return {
    type: 'start',
    to: 'remediation_lesson',
    showExpiredWarning: can(authority, 'seeExpiredWarning'),
  };
}

// spec 02 §4: a custom test with no weakness modules goes to learn.
export function customTestPageDecision(state: {
  weaknessModuleCount: number;
}): Decision {
  return state.weaknessModuleCount > 0 ? STAY : redirect('learn');
}

// spec 02 §2 Custom test page: tapping a module opens its module lesson unless not studied (4).
export function customTestModuleTap(status: ModuleDtStatus): Decision {
  return status === MODULE_DT_STATUS.notStudied
    ? STAY
    : redirect('module_lesson');
}

// spec 02 §4 ct_testing: no selected keys or no custom-test right goes to learn; no profile
// goes to welcome; a first-time student goes to ready_go.
export function ctTestingDecision(state: {
  selectedModuleKeys: readonly string[];
  authority: Pick<Authority, 'level'>;
  hasProfile: boolean;
  isFirstTime: boolean;
}): Decision {
  if (
    state.selectedModuleKeys.length === 0 ||
    !can(state.authority, 'doCustomTest')
  )
    return redirect('learn');
  if (!state.hasProfile) return redirect('welcome');
  if (state.isFirstTime) return redirect('ready_go');
  return STAY;
}

// spec 02 §4: a start response with no custom test key or no modules goes back to the custom test page.
export function ctStartResponseDecision(response: {
  customTestKey: string | null;
  moduleCount: number;
}): Decision {
  if (
    !response.customTestKey ||
    response.customTestKey.trim() === '' ||
    response.moduleCount < 1
  )
    return redirect('custom_test');
  return STAY;
}
