// The shape of a learning-activity statement (spec 02 §3; xAPI 1.0.3 Data §2.4) and the
// parts every builder shares: the account actor, the score result and the extensions.
import { PASS_MARK } from '../progress/thresholds';
import {
  XAPI_ACCOUNT_HOME_PAGE,
  XAPI_ACTIVITY_TYPES,
  XAPI_EXTENSIONS,
  XAPI_VERBS,
  type XapiActivityType,
  type XapiExtensionName,
  type XapiVerbName,
} from './vocabulary';

export const XAPI_PRODUCT_ID = 'GrammarPro';
export const XAPI_PRODUCT_NAME = 'Grammar Pro';

/** A JSON value an extension may hold. */
export type XapiExtensionValue =
  string | number | boolean | readonly string[] | readonly XapiModuleScore[];

export interface XapiModuleScore {
  moduleKey: string;
  score: number;
  totalScore: number;
}

export interface XapiAgent {
  objectType: 'Agent';
  account: { homePage: string; name: string };
}

export interface XapiScore {
  raw: number;
  min: number;
  max: number;
  scaled: number;
}

export interface XapiResult {
  score?: XapiScore;
  success?: boolean;
  completion?: boolean;
  /** ISO 8601 duration, e.g. PT12.5S. */
  duration?: string;
}

export interface XapiStatement {
  id: string;
  actor: XapiAgent;
  verb: { id: string; display: { 'en-US': string } };
  object: {
    objectType: 'Activity';
    id: string;
    definition: { type: string; name?: { 'en-US': string } };
  };
  result?: XapiResult;
  context: {
    platform: string;
    extensions: Record<string, XapiExtensionValue>;
  };
  timestamp: string;
}

/** What every statement needs from its caller; the builders stay pure (no clock, no random). */
export interface XapiEventBase {
  /** A random UUID: the statement id, also sent as the spec's random event id. */
  statementId: string;
  /** The student's id (the actor's account name; never a name or an e-mail). */
  studentId: string;
  /** ISO 8601 time of the event. */
  timestamp: string;
  /** The product version (spec 02 §3 extension 'version'). */
  version: string;
  /** Who saw the event: 'server' for what the server records, a browser platform otherwise. */
  platform: string;
  browser?: string;
  browserVersion?: string;
}

/** spec 02 §3 actor, as an xAPI 1.0.3 account (an identified agent without personal data). */
export function xapiStudentActor(studentId: string): XapiAgent {
  return {
    objectType: 'Agent',
    account: { homePage: XAPI_ACCOUNT_HOME_PAGE, name: studentId },
  };
}

/**
 * result.score {raw, min, max, scaled} and success (pass mark 80, spec 02 §9); none when the
 * total is 0 or less (spec 02 §3: a zero total is allowed in the extensions, but a score over
 * nothing has no scaled value). The raw score is held within 0..total as xAPI requires.
 */
export function xapiScoreResult(
  score: number,
  total: number,
): XapiResult | undefined {
  if (!(total > 0) || !Number.isFinite(score)) return undefined;
  const raw = Math.min(Math.max(score, 0), total);
  const scaled = raw / total;
  return {
    score: { raw, min: 0, max: total, scaled },
    success: scaled * 100 >= PASS_MARK,
  };
}

/** Seconds as an ISO 8601 duration with the 0.01 s precision xAPI keeps. */
export function xapiDuration(seconds: number): string {
  const hundredths = Math.max(0, Math.round(seconds * 100));
  return `PT${hundredths / 100}S`;
}

type ExtensionInput = Partial<
  Record<XapiExtensionName, XapiExtensionValue | undefined | null>
>;

export interface StatementParts {
  verb: XapiVerbName;
  objectId: string;
  objectType: XapiActivityType;
  objectName?: string;
  result?: XapiResult;
  extensions: ExtensionInput;
}

/** Assembles a statement from its parts with the spec's always-present extensions. */
export function assembleXapiStatement(
  base: XapiEventBase,
  parts: StatementParts,
): XapiStatement {
  const named: ExtensionInput = {
    productId: XAPI_PRODUCT_ID,
    productName: XAPI_PRODUCT_NAME,
    userType: 'student',
    version: base.version,
    eventId: base.statementId,
    platform: base.platform,
    browser: base.browser,
    browserVersion: base.browserVersion,
    ...parts.extensions,
  };
  const extensions: Record<string, XapiExtensionValue> = {};
  // Absent values are left out; 0 and false are real values (a zero total score is allowed).
  for (const [name, value] of Object.entries(named)) {
    if (value === undefined || value === null || value === '') continue;
    extensions[XAPI_EXTENSIONS[name as XapiExtensionName]] = value;
  }
  const verb = XAPI_VERBS[parts.verb];
  const statement: XapiStatement = {
    id: base.statementId,
    actor: xapiStudentActor(base.studentId),
    verb: { id: verb.id, display: { 'en-US': verb.display } },
    object: {
      objectType: 'Activity',
      id: parts.objectId,
      definition: {
        type: XAPI_ACTIVITY_TYPES[parts.objectType],
        ...(parts.objectName ? { name: { 'en-US': parts.objectName } } : {}),
      },
    },
    context: { platform: base.platform, extensions },
    timestamp: base.timestamp,
  };
  if (parts.result) statement.result = parts.result;
  return statement;
}
