// The learning-record vocabulary (spec 02 §3 Learning-activity statement; DESIGN.md §4 Learning records):
// xAPI 1.0.3 wants IRIs for verbs, activity ids, activity types and extension keys, so the
// specification's names become IRIs under the product's own base. The base is fixed, not the
// deployment's address, so the same lesson has the same id on every server and in every LRS.

/** The xAPI version the statements follow and the store speaks (X-Experience-API-Version). */
export const XAPI_VERSION = '1.0.3';

/** The product's own IRI base: every id the product mints lives under it. */
export const XAPI_IRI_BASE = 'https://grammar.pro/xapi';

/** The actor's account home page (xAPI 1.0.3 §2.4.2.4): the system that issued the student id. */
export const XAPI_ACCOUNT_HOME_PAGE = 'https://grammar.pro';

/** Verbs: ADL's registered IRIs where one fits, the product's own otherwise. */
export const XAPI_VERBS = {
  loggedIn: {
    id: 'https://w3id.org/xapi/adl/verbs/logged-in',
    display: 'logged in',
  },
  loggedOut: {
    id: 'https://w3id.org/xapi/adl/verbs/logged-out',
    display: 'logged out',
  },
  attempted: {
    id: 'http://adlnet.gov/expapi/verbs/attempted',
    display: 'attempted',
  },
  completed: {
    id: 'http://adlnet.gov/expapi/verbs/completed',
    display: 'completed',
  },
  experienced: {
    id: 'http://adlnet.gov/expapi/verbs/experienced',
    display: 'experienced',
  },
  /** Time spent on a page (the browser measures it; the server cannot see it). */
  spentTime: {
    id: `${XAPI_IRI_BASE}/verbs/spent-time`,
    display: 'spent time on',
  },
} as const;

export type XapiVerbName = keyof typeof XAPI_VERBS;

/** Activity types (object.definition.type). */
export const XAPI_ACTIVITY_TYPES = {
  application: 'http://activitystrea.ms/schema/1.0/application',
  assessment: 'http://adlnet.gov/expapi/activities/assessment',
  module: 'http://adlnet.gov/expapi/activities/module',
  lesson: 'http://adlnet.gov/expapi/activities/lesson',
  media: 'http://adlnet.gov/expapi/activities/media',
  practice: `${XAPI_IRI_BASE}/activity-types/practice`,
  page: `${XAPI_IRI_BASE}/activity-types/page`,
} as const;

export type XapiActivityType = keyof typeof XAPI_ACTIVITY_TYPES;

// Keys come from content and the database; encode them so any key gives a valid IRI.
const segment = (key: string): string => encodeURIComponent(key);

/** Activity ids, one builder per thing a statement can be about. */
export const xapiActivityIds = {
  product: (productId: string): string =>
    `${XAPI_IRI_BASE}/product/${segment(productId)}`,
  diagnosticTest: (dtKey: string): string =>
    `${XAPI_IRI_BASE}/diagnostic-test/${segment(dtKey)}`,
  customTest: (ctKey: string): string =>
    `${XAPI_IRI_BASE}/custom-test/${segment(ctKey)}`,
  module: (moduleKey: string): string =>
    `${XAPI_IRI_BASE}/module/${segment(moduleKey)}`,
  lessonQuiz: (lessonKey: string): string =>
    `${XAPI_IRI_BASE}/lesson/${segment(lessonKey)}/quiz`,
  lessonPractice: (lessonKey: string): string =>
    `${XAPI_IRI_BASE}/lesson/${segment(lessonKey)}/practice`,
  activity: (activityKey: string): string =>
    `${XAPI_IRI_BASE}/activity/${segment(activityKey)}`,
  page: (pageId: string): string => `${XAPI_IRI_BASE}/page/${segment(pageId)}`,
};

/**
 * spec 02 §3 Learning-activity statement, Extensions: the specification's names, each an IRI
 * under the product base (context.extensions keys must be IRIs in xAPI 1.0.3).
 */
export const XAPI_EXTENSION_NAMES = [
  'productId',
  'productName',
  'userType',
  'version',
  'eventId',
  'moduleName',
  'moduleKey',
  'lessonName',
  'lessonKey',
  'moduleNames',
  'moduleScores',
  'moduleKeys',
  'platform',
  'browser',
  'browserVersion',
  'studyReportUrl',
  'studentScore',
  'totalScore',
  'activityKey',
  'activityName',
  'dtKey',
  'ctKey',
  'type',
] as const;

export type XapiExtensionName = (typeof XAPI_EXTENSION_NAMES)[number];

export const xapiExtensionIri = (name: XapiExtensionName): string =>
  `${XAPI_IRI_BASE}/extensions/${name}`;

/** Every extension IRI by its specification name. */
export const XAPI_EXTENSIONS = Object.fromEntries(
  XAPI_EXTENSION_NAMES.map((name) => [name, xapiExtensionIri(name)]),
) as Readonly<Record<XapiExtensionName, string>>;
