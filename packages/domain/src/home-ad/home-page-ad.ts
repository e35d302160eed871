// spec 02 §1, §2, §4, §6, §8: the home-page ad popup on the learn page.
import { authorityLevelOf } from '../authority/user-status';
import { can } from '../authority/authority-levels';
import {
  shouldAutoOpenHomeAd,
  shouldMarkHomeAdRead,
  type LearnOverlay,
} from '../navigation/learn-page';

/**
 * The ad a student has read is stored under its key, so a school that
 * publishes a new ad later shows it again to everyone. The default ad
 * (spec 02 §1) is the welcome message.
 */
export const DEFAULT_HOME_AD_KEY = 'welcome';

/** What the popup says: the welcome text, or for demo students the trial prompts. */
export type HomeAdVariant = 'welcome' | 'demo';

// spec 02 §1: "The default ad text is a welcome message asking the student to contact
// the Progress Advisor at the centre for an exclusive starter pack". spec 02 §1 and §6
// tell expired students to contact the Progress Advisor to renew instead (warning popup
// and banner), so a starter-pack offer is not shown to them.
export function homeAdIsShown(userStatus: number): boolean {
  return !can(authorityLevelOf(userStatus), 'seeExpiredWarning');
}

// spec 02 §6 Demo: "Have a try and get-full-version prompts show."
export function homeAdVariant(userStatus: number): HomeAdVariant {
  return can(authorityLevelOf(userStatus), 'seeUpgradePrompts')
    ? 'demo'
    : 'welcome';
}

export interface HomeAdState {
  IsShown: boolean;
  IsRead: boolean;
}

// spec 02 §4 Home ad: "the popup opens automatically when shown, unread and no overlay
// is open". Overlays are the learn page's (spec 02 §2: DT results, CT results, DT
// mistakes) and its other popups (warnings, the learn-more popup, coach marks): the ad
// has the lowest priority and waits until they are gone. Closed once in this visit, it
// stays closed even if marking it read failed (spec 02 §8: that failure is ignored).
export function homeAdOpensByItself(state: {
  ad: HomeAdState | undefined;
  overlay: LearnOverlay;
  otherPopupOpen: boolean;
  closedThisVisit: boolean;
}): boolean {
  if (!state.ad || state.closedThisVisit || state.otherPopupOpen) return false;
  return shouldAutoOpenHomeAd({
    isShown: state.ad.IsShown,
    isRead: state.ad.IsRead,
    overlay: state.overlay,
  });
}

// spec 02 §4 Home ad: "closing marks it read once".
export function homeAdSaveOnClose(state: {
  ad: HomeAdState;
  savedThisVisit: boolean;
}): boolean {
  return shouldMarkHomeAdRead({
    isRead: state.ad.IsRead,
    alreadyMarkedThisSession: state.savedThisVisit,
  });
}
