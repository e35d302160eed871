import validateStatement from '@learninglocker/xapi-validation';
import { describe, expect, it } from 'vitest';
import {
  customTestStartedStatement,
  customTestSubmittedStatement,
  diagnosticTestStartedStatement,
  diagnosticTestSubmittedStatement,
  explainerWatchedStatement,
  loggedOutStatement,
  moduleCompletedStatement,
  pageTimeStatement,
  practiceSavedStatement,
  lessonQuizSavedStatement,
  signedInStatement,
} from './builders';
import { xapiDuration, xapiScoreResult, type XapiEventBase } from './statement';
import { XAPI_EXTENSIONS, XAPI_IRI_BASE, XAPI_VERBS } from './vocabulary';

const base: XapiEventBase = {
  statementId: '6f1c2a8e-3b4d-4e5f-8a9b-0c1d2e3f4a5b',
  studentId: '0b7f3c1e-2d4a-4b6c-9e8f-1a2b3c4d5e6f',
  timestamp: '2026-11-26T01:02:03.456Z',
  version: '0.1.0',
  platform: 'server',
};

/** The 1.0.3 rules the LearningLocker validator checks; an empty list means valid. */
function violations(statement: unknown): string[] {
  // The package is CommonJS; its default export arrives nested under some loaders.
  const validate = (
    typeof validateStatement === 'function'
      ? validateStatement
      : (validateStatement as { default: typeof validateStatement }).default
  ) as (data: unknown) => { path: string[]; message: string }[];
  return validate(statement).map((w) => `${w.path.join('.')}: ${w.message}`);
}

const modules = [
  { moduleKey: 'M1', score: 9, totalScore: 10 },
  { moduleKey: 'M 2/ü', score: 3, totalScore: 10 },
];

const every = {
  signedIn: signedInStatement(base),
  loggedOut: loggedOutStatement(base),
  dtStarted: diagnosticTestStartedStatement(base, {
    testKey: 'DT-1',
    moduleKeys: ['M1', 'M 2/ü'],
  }),
  dtSubmitted: diagnosticTestSubmittedStatement(base, {
    testKey: 'DT-1',
    moduleKeys: ['M1', 'M 2/ü'],
    moduleScores: modules,
  }),
  ctStarted: customTestStartedStatement(base, {
    testKey: 'CT-1',
    moduleKeys: ['M1'],
  }),
  ctSubmitted: customTestSubmittedStatement(base, {
    testKey: 'CT-1',
    moduleKeys: ['M1'],
    moduleScores: [modules[0]!],
  }),
  quizSaved: lessonQuizSavedStatement(base, {
    moduleKey: 'M1',
    lessonKey: 'M1-L4',
    lessonName: 'Past simple: questions',
    score: 8,
    total: 10,
  }),
  practiceSaved: practiceSavedStatement(base, {
    moduleKey: 'M1',
    lessonKey: 'M1-L1',
    score: 0,
    total: 0,
  }),
  moduleCompleted: moduleCompletedStatement(base, {
    moduleKey: 'M1',
    lessonKey: 'M1-L4',
  }),
  explainerWatched: explainerWatchedStatement(
    { ...base, platform: 'web', browser: 'Firefox', browserVersion: '133' },
    { activityKey: 'A1', activityName: 'Explainer', seconds: 83.456 },
  ),
  pageTime: pageTimeStatement(
    { ...base, platform: 'web' },
    { pageId: 'learn', seconds: 12.5 },
  ),
};

describe('learning-activity statements (spec 02 §3, xAPI 1.0.3)', () => {
  it.each(Object.entries(every))(
    '%s is a valid xAPI 1.0.3 statement',
    (_name, statement) => {
      expect(violations(statement)).toEqual([]);
    },
  );

  it('the validator catches what the spec fields would break: openid without a URI, bare names, non-UUID id', () => {
    const broken = {
      ...every.signedIn,
      id: 'e1',
      actor: { objectType: 'Agent', openid: 's1' },
      context: { extensions: { productId: 'GrammarPro' } },
    };
    expect(violations(broken).length).toBeGreaterThanOrEqual(3);
  });

  it('names the student only by an account id under the product home page (spec 02 §3 actor)', () => {
    expect(every.signedIn.actor).toEqual({
      objectType: 'Agent',
      account: { homePage: 'https://grammar.pro', name: base.studentId },
    });
  });

  it('turns every extension name of spec 02 §3 into an IRI under the product base', () => {
    for (const iri of Object.values(XAPI_EXTENSIONS))
      expect(iri.startsWith(`${XAPI_IRI_BASE}/extensions/`)).toBe(true);
    expect(every.signedIn.context.extensions).toMatchObject({
      [XAPI_EXTENSIONS.productId]: 'GrammarPro',
      [XAPI_EXTENSIONS.productName]: 'Grammar Pro',
      [XAPI_EXTENSIONS.userType]: 'student',
      [XAPI_EXTENSIONS.version]: '0.1.0',
      [XAPI_EXTENSIONS.eventId]: base.statementId,
    });
    expect(every.signedIn.verb.id).toBe(XAPI_VERBS.loggedIn.id);
    expect(every.loggedOut.verb.id).toBe(XAPI_VERBS.loggedOut.id);
  });

  it('scores a submitted test in result.score with success at the pass mark 80 (spec 02 §9)', () => {
    expect(every.dtSubmitted.result).toEqual({
      score: { raw: 12, min: 0, max: 20, scaled: 0.6 },
      success: false,
      completion: true,
    });
    expect(every.quizSaved.result?.success).toBe(true);
    expect(every.dtSubmitted.context.extensions[XAPI_EXTENSIONS.ctKey]).toBe(
      undefined,
    );
    expect(every.ctSubmitted.context.extensions[XAPI_EXTENSIONS.ctKey]).toBe(
      'CT-1',
    );
  });

  it('omits result.score when the total is 0 but keeps the zero total score extension (spec 02 §3 "zero allowed")', () => {
    expect(every.practiceSaved.result).toEqual({ completion: true });
    expect(every.practiceSaved.context.extensions).toMatchObject({
      [XAPI_EXTENSIONS.totalScore]: 0,
      [XAPI_EXTENSIONS.studentScore]: 0,
    });
    expect(xapiScoreResult(3, 0)).toBeUndefined();
  });

  it('keeps the raw score within 0..max as xAPI requires', () => {
    expect(xapiScoreResult(12, 10)?.score).toEqual({
      raw: 10,
      min: 0,
      max: 10,
      scaled: 1,
    });
  });

  it('leaves out optional extensions that are not known and encodes keys into the activity IRI', () => {
    expect(every.moduleCompleted.context.extensions).not.toHaveProperty(
      XAPI_EXTENSIONS.moduleName,
    );
    expect(every.dtStarted.object.id).toBe(
      `${XAPI_IRI_BASE}/diagnostic-test/DT-1`,
    );
    expect(
      every.dtStarted.context.extensions[XAPI_EXTENSIONS.moduleKeys],
    ).toEqual(['M1', 'M 2/ü']);
  });

  it('writes page time and watched seconds as ISO 8601 durations to 0.01 s', () => {
    expect(every.pageTime.result).toEqual({ duration: 'PT12.5S' });
    expect(xapiDuration(83.456)).toBe('PT83.46S');
  });
});
