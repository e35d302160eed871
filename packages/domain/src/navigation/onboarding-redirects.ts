import { redirect, STAY, type Decision } from './decision';
import type { ProgressFacts } from './progress-facts';

// spec 01 §2 login: a student already logged in goes to learn (or welcome when no profile).
export function loginPageDecision(state: {
  loggedIn: boolean;
  hasProfile: boolean;
}): Decision {
  if (!state.loggedIn) return STAY;
  return redirect(state.hasProfile ? 'learn' : 'welcome');
}

// spec 01 §2 login: after success, learn if a profile exists, otherwise gp_intro.
export function afterLoginPage(hasProfile: boolean): 'learn' | 'gp_intro' {
  return hasProfile ? 'learn' : 'gp_intro';
}

// spec 01 §2 gp_intro: a student who has a profile and is not first-time goes to learn.
export function gpIntroDecision(state: {
  hasProfile: boolean;
  isFirstTime: boolean;
}): Decision {
  return state.hasProfile && !state.isFirstTime ? redirect('learn') : STAY;
}

// spec 01 §2 welcome: an incomplete profile stays; progress saying not first-time goes to learn.
export function welcomeDecision(state: {
  hasProfile: boolean;
  isFirstTime: boolean;
}): Decision {
  return state.hasProfile && !state.isFirstTime ? redirect('learn') : STAY;
}

// spec 01 §2 profile: if a profile is already saved it goes to learn.
export function profileDecision(state: { hasSavedProfile: boolean }): Decision {
  return state.hasSavedProfile ? redirect('learn') : STAY;
}

// spec 01 §2 set_level: to profile if no profile info (saved or just entered), to learn if not first-time.
export function setLevelDecision(state: {
  hasProfileInfo: boolean;
  isFirstTime: boolean;
}): Decision {
  if (!state.hasProfileInfo) return redirect('profile');
  if (!state.isFirstTime) return redirect('learn');
  return STAY;
}

// spec 01 §4 Onboarding order (profile, then set_level): a first-time student whose
// profile was saved without a study path (no start-point grade) goes back to set_level
// from learn, dt_intro and testing (issue 15), rather than on into a test of no chosen grade.
export function studyPathDecision(state: {
  hasProfile: boolean;
  isFirstTime: boolean;
  hasStudyPath: boolean;
}): Decision {
  return state.hasProfile && state.isFirstTime && !state.hasStudyPath
    ? redirect('set_level')
    : STAY;
}

// spec 01 §2 ready_go: to gp_intro if no profile; to learn if not first-time and nothing to
// test or recommended lessons not all done. Read so because ready_go also shows returning
// students their last-time and new modules, and first-time students never have anything
// to verify (a literal "nothing to verify" would loop learn -> ready_go -> learn).
export function readyGoDecision(state: {
  hasProfile: boolean;
  facts: ProgressFacts;
}): Decision {
  if (!state.hasProfile) return redirect('gp_intro');
  const { facts } = state;
  if (facts.isFirstTime) return facts.allTestsDone ? redirect('learn') : STAY;
  if (facts.allTestsDone || !facts.recommendedLessonsDone)
    return redirect('learn');
  return STAY;
}
