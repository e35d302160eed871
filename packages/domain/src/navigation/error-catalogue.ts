import type { PageId } from './pages';

/**
 * What the product does in a situation of the error catalogue. A message is
 * the web's to word, in its locale files; the alerts are the log lines the
 * specification writes (the student reads a localized alert).
 */
export type ErrorOutcome =
  | { type: 'message' }
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
export const ERROR_CATALOGUE = {
  login401: { type: 'message' },
  signInOtherFailure: { type: 'errorStatus', value: 1 },
  tooManyDevices: { type: 'message' },
  genericFailure: { type: 'message' },
  maintenance: { type: 'message' },
  subscriptionExpired: { type: 'message' },
  notPurchased: { type: 'message' },
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
  leavingTest: { type: 'message' },
} as const satisfies Readonly<Record<ErrorSituation, ErrorOutcome>>;

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

// spec 01 §6 / spec 02 §6: higher-grade modules are not studyable until current ones are finished.
export const HIGHER_GRADE_LOCKED =
  'You can not study the content below yet. Please finish current modules first.';
