// One pure builder per learning-activity event (spec 02 §3 Learning-activity statement,
// §7 "statements are sent for events such as logout"; DESIGN.md §4 Learning records: the
// server records what it sees, the browser only explainer watched and page time).
import {
  assembleXapiStatement,
  xapiDuration,
  xapiScoreResult,
  XAPI_PRODUCT_ID,
  XAPI_PRODUCT_NAME,
  type XapiEventBase,
  type XapiModuleScore,
  type XapiStatement,
} from './statement';
import { xapiActivityIds } from './vocabulary';

const product = {
  objectId: xapiActivityIds.product(XAPI_PRODUCT_ID),
  objectType: 'application',
  objectName: XAPI_PRODUCT_NAME,
} as const;

export function signedInStatement(base: XapiEventBase): XapiStatement {
  return assembleXapiStatement(base, {
    verb: 'loggedIn',
    ...product,
    extensions: { type: 'signIn' },
  });
}

export function loggedOutStatement(base: XapiEventBase): XapiStatement {
  return assembleXapiStatement(base, {
    verb: 'loggedOut',
    ...product,
    extensions: { type: 'logout' },
  });
}

export interface TestStartedInput {
  testKey: string;
  moduleKeys: readonly string[];
}

export interface TestSubmittedInput extends TestStartedInput {
  /** Scores per module, as the server scored them. */
  moduleScores: readonly XapiModuleScore[];
}

const sumScores = (scores: readonly XapiModuleScore[]) => ({
  score: scores.reduce((sum, s) => sum + s.score, 0),
  total: scores.reduce((sum, s) => sum + s.totalScore, 0),
});

function testStarted(
  kind: 'diagnosticTest' | 'customTest',
  base: XapiEventBase,
  input: TestStartedInput,
): XapiStatement {
  return assembleXapiStatement(base, {
    verb: 'attempted',
    objectId: xapiActivityIds[kind](input.testKey),
    objectType: 'assessment',
    extensions: {
      type: kind,
      [kind === 'diagnosticTest' ? 'dtKey' : 'ctKey']: input.testKey,
      moduleKeys: input.moduleKeys,
    },
  });
}

function testSubmitted(
  kind: 'diagnosticTest' | 'customTest',
  base: XapiEventBase,
  input: TestSubmittedInput,
): XapiStatement {
  const { score, total } = sumScores(input.moduleScores);
  return assembleXapiStatement(base, {
    verb: 'completed',
    objectId: xapiActivityIds[kind](input.testKey),
    objectType: 'assessment',
    result: { ...xapiScoreResult(score, total), completion: true },
    extensions: {
      type: kind,
      [kind === 'diagnosticTest' ? 'dtKey' : 'ctKey']: input.testKey,
      moduleKeys: input.moduleKeys,
      moduleScores: input.moduleScores,
      studentScore: score,
      totalScore: total,
    },
  });
}

/** The diagnostic test was handed out (spec 02 §7 analytics StartDT). */
export const diagnosticTestStartedStatement = (
  base: XapiEventBase,
  input: TestStartedInput,
): XapiStatement => testStarted('diagnosticTest', base, input);

/** The diagnostic test was submitted and scored (spec 02 §7 analytics SubmitDT). */
export const diagnosticTestSubmittedStatement = (
  base: XapiEventBase,
  input: TestSubmittedInput,
): XapiStatement => testSubmitted('diagnosticTest', base, input);

export const customTestStartedStatement = (
  base: XapiEventBase,
  input: TestStartedInput,
): XapiStatement => testStarted('customTest', base, input);

export const customTestSubmittedStatement = (
  base: XapiEventBase,
  input: TestSubmittedInput,
): XapiStatement => testSubmitted('customTest', base, input);

export interface LessonSavedInput {
  moduleKey: string;
  lessonKey: string;
  lessonName?: string;
  moduleName?: string;
  score: number;
  total: number;
}

function lessonSaved(
  part: 'quiz' | 'practice',
  base: XapiEventBase,
  input: LessonSavedInput,
): XapiStatement {
  const quiz = part === 'quiz';
  return assembleXapiStatement(base, {
    verb: 'completed',
    objectId: quiz
      ? xapiActivityIds.lessonQuiz(input.lessonKey)
      : xapiActivityIds.lessonPractice(input.lessonKey),
    objectType: quiz ? 'assessment' : 'practice',
    objectName: input.lessonName,
    result: { ...xapiScoreResult(input.score, input.total), completion: true },
    extensions: {
      type: part,
      moduleKey: input.moduleKey,
      moduleName: input.moduleName,
      lessonKey: input.lessonKey,
      lessonName: input.lessonName,
      studentScore: input.score,
      totalScore: input.total,
    },
  });
}

/** A lesson quiz (review) was saved and scored. */
export const lessonQuizSavedStatement = (
  base: XapiEventBase,
  input: LessonSavedInput,
): XapiStatement => lessonSaved('quiz', base, input);

/** A lesson's practice was saved and scored. */
export const practiceSavedStatement = (
  base: XapiEventBase,
  input: LessonSavedInput,
): XapiStatement => lessonSaved('practice', base, input);

export interface ModuleCompletedInput {
  moduleKey: string;
  moduleName?: string;
  /** The finished lesson (spec 02 §4: completion is reported when the lesson with sequence 4 is done). */
  lessonKey: string;
}

export function moduleCompletedStatement(
  base: XapiEventBase,
  input: ModuleCompletedInput,
): XapiStatement {
  return assembleXapiStatement(base, {
    verb: 'completed',
    objectId: xapiActivityIds.module(input.moduleKey),
    objectType: 'module',
    objectName: input.moduleName,
    result: { completion: true },
    extensions: {
      type: 'module',
      moduleKey: input.moduleKey,
      moduleName: input.moduleName,
      lessonKey: input.lessonKey,
    },
  });
}

export interface ExplainerWatchedInput {
  activityKey: string;
  activityName?: string;
  moduleKey?: string;
  lessonKey?: string;
  /** Seconds watched, when the player knows them. */
  seconds?: number;
}

/** The browser saw an explainer (or video) played to its end. */
export function explainerWatchedStatement(
  base: XapiEventBase,
  input: ExplainerWatchedInput,
): XapiStatement {
  return assembleXapiStatement(base, {
    verb: 'experienced',
    objectId: xapiActivityIds.activity(input.activityKey),
    objectType: 'media',
    objectName: input.activityName,
    result:
      input.seconds === undefined
        ? { completion: true }
        : { completion: true, duration: xapiDuration(input.seconds) },
    extensions: {
      type: 'explainer',
      activityKey: input.activityKey,
      activityName: input.activityName,
      moduleKey: input.moduleKey,
      lessonKey: input.lessonKey,
    },
  });
}

export interface PageTimeInput {
  /** The page identifier (spec 01/02 §2, e.g. 'learn', 'remediation_lesson'). */
  pageId: string;
  seconds: number;
}

/** Time the browser measured on one page (tracking's page start and end). */
export function pageTimeStatement(
  base: XapiEventBase,
  input: PageTimeInput,
): XapiStatement {
  return assembleXapiStatement(base, {
    verb: 'spentTime',
    objectId: xapiActivityIds.page(input.pageId),
    objectType: 'page',
    result: { duration: xapiDuration(input.seconds) },
    extensions: { type: 'page' },
  });
}
