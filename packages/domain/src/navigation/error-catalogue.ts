import type { PageId } from './pages';

/** What the product does in a situation of the error catalogue. */
export type ErrorOutcome =
  | { type: 'message'; title: string; detail?: string }
  | { type: 'errorStatus'; value: 1 | 2 }
  | { type: 'logout' }
  | { type: 'alertThenLogout'; alert: string }
  | { type: 'alertThenRedirect'; alert: string; to: PageId };

export type ErrorSituation =
  | 'login401'
  | 'signInOtherFailure'
  | 'tooManyDevices'
  | 'genericFailure'
  | 'maintenance'
  | 'subscriptionExpired'
  | 'notPurchased'
  | 'invalidToken'
  | 'progressEmpty'
  | 'gradesEmpty'
  | 'testDataEmpty'
  | 'leavingTest';

// spec 01 §8 / spec 02 §8 error catalogue, as data.
export const ERROR_CATALOGUE: Readonly<Record<ErrorSituation, ErrorOutcome>> = {
  login401: {
    type: 'message',
    title: 'Your username and password do not match, please try again.',
  },
  signInOtherFailure: { type: 'errorStatus', value: 1 },
  tooManyDevices: {
    type: 'message',
    title: 'Your account is in use on too many devices!',
    detail: 'Log out of the devices you used recently and try again.',
  },
  genericFailure: {
    type: 'message',
    title: 'Oops! Something went wrong',
    detail: 'Retry',
  },
  maintenance: {
    type: 'message',
    title: "We're making some repairs.",
    detail: 'Please come back later.',
  },
  subscriptionExpired: {
    type: 'message',
    title: 'Your subscription has expired!',
    detail: 'Contact your Progress Advisor to renew it.',
  },
  notPurchased: {
    type: 'message',
    title: 'Please contact school to purchase.',
  },
  invalidToken: { type: 'logout' },
  progressEmpty: {
    type: 'alertThenLogout',
    alert: 'Student progress data are not available!',
  },
  gradesEmpty: {
    type: 'alertThenLogout',
    alert: 'Available grade with modules data are not available!',
  },
  testDataEmpty: {
    type: 'alertThenRedirect',
    alert: 'Student diagnostic test data are not available!',
    to: 'dt_intro',
  },
  leavingTest: {
    type: 'message',
    title: 'If you leave the page now, your progress will be lost.',
    detail: 'Continue test / Quit test',
  },
};

// spec 01 §8 / spec 02 §8: the other alerts that are followed by logout.
export const LOGOUT_ALERTS = {
  signIn: 'student sign in data are not available!',
  profile: 'student profile data are not available!',
  tryProfile: 'Try get student profile data are not available!',
  privacyAgreement: 'student privacy policy agreement data are not available!',
  marketRegion: 'No available marketRegion data in student info!',
  regionWithGrade: 'Region with grade data are not available!',
  localRegionWithGrade: 'local region with grade data are not available!',
  customTest: 'Student custom test data are not available!',
} as const;

/** spec 01 §8: "When init module models in <page> page, the student progress data are not available!" */
export function moduleModelsAlert(page: string): string {
  return `When init module models in ${page} page, the student progress data are not available!`;
}

/** spec 02 §6 Expired: the banner and popup texts. */
export const EXPIRED_BANNER =
  'Your subscription has expired! Contact your Progress Advisor to renew it and continue with Grammar Pro!';
export const EXPIRED_POPUP = {
  title: 'Your subscription has expired',
  button: 'Got it',
} as const;

// spec 01 §6 / spec 02 §6: higher-grade modules are not studyable until current ones are finished.
export const HIGHER_GRADE_LOCKED =
  'You can not study the content below yet. Please finish current modules first.';
