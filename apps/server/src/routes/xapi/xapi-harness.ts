import { randomUUID } from 'node:crypto';
import validateStatement from '@learninglocker/xapi-validation';
import { afterAll, beforeAll, expect } from 'vitest';
import { explainerWatchedStatement, type XapiStatement } from '@gp/domain';
import {
  bearer,
  createTestApp,
  signInAs,
  type TestApp,
} from '../../test/test-app';

/** The xAPI validator the store itself uses, to check what it answers. */
export const validate = (
  typeof validateStatement === 'function'
    ? validateStatement
    : (validateStatement as { default: unknown }).default
) as (data: unknown) => unknown[];

/** A base context of a statement about `studentId`, as the browser builds it. */
export const statementBase = (studentId: string) => ({
  statementId: randomUUID(),
  studentId,
  timestamp: new Date().toISOString(),
  version: '0.1.0',
  platform: 'web' as const,
});

/**
 * The statement store of an app of its own (created before the file's tests,
 * closed after them), with the given demo students signed in and holding
 * learning-record credentials.
 */
export function xapiStore(users: string[]) {
  let t: TestApp;
  const who: Record<string, { token: string; id: string; basic: string }> = {};

  const accessToken = (bearerToken: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v2/xAPI/AccessToken/',
      headers: bearer(bearerToken),
    });

  async function signIn(user: string) {
    const { body } = await signInAs(t.app, user);
    const res = await accessToken(body.Token);
    expect(res.statusCode).toBe(200);
    who[user] = {
      token: body.Token,
      id: body.UserInfo.UserId,
      basic: (res.json() as { Token: string }).Token,
    };
  }

  const headers = (user: string) => ({
    'x-experience-api-version': '1.0.3',
    authorization: `Basic ${who[user]!.basic}`,
  });

  beforeAll(async () => {
    t = await createTestApp();
    for (const user of users) await signIn(user);
  }, 60_000);
  afterAll(() => t.close());

  return {
    get t() {
      return t;
    },
    who,
    signIn,
    headers,
    /** An explainer-watched statement about `user`, valid for the store. */
    watched: (user: string, activityKey = 'A1'): XapiStatement =>
      explainerWatchedStatement(statementBase(who[user]!.id), {
        activityKey,
        activityName: 'Explainer',
        seconds: 42,
      }),
    put: (user: string, statement: unknown, id: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/xapi/statements?statementId=${id}`,
        headers: headers(user),
        payload: statement as object,
      }),
    post: (user: string, statements: unknown[]) =>
      t.app.inject({
        method: 'POST',
        url: '/xapi/statements',
        headers: headers(user),
        payload: statements,
      }),
    get: (user: string, query: string) =>
      t.app.inject({
        method: 'GET',
        url: `/xapi/statements?${query}`,
        headers: headers(user),
      }),
  };
}
