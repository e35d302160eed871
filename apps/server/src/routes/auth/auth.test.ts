import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  signInAs,
  type TestApp,
} from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SIGNIN_ACCOUNT_LIMIT: '10' });
});
afterAll(() => t.close());

describe('POST /api/v2/Authentication/GP/', () => {
  it('signs a demo account in with a token, user info and its session', async () => {
    const { res, body } = await signInAs(
      t.app,
      'regular-cn',
      'grammar',
      'Mozilla/5.0 (Linux; Android 14) Chrome/130.0 Mobile Safari/537.36',
    );
    expect(res.statusCode).toBe(200);
    expect(body.Token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.UserInfo).toMatchObject({
      EnglishFirstName: 'Lily',
      MarketRegion: 1,
    });
    expect(body.SessionList).toEqual([
      expect.objectContaining({ Device: 'Chrome on Android' }),
    ]);
  });

  it('ignores the case of the username', async () => {
    const { res } = await signInAs(t.app, '  REGULAR-RU ');
    expect(res.statusCode).toBe(200);
  });

  it('answers 401 LoginFailed for a wrong password and for an unknown username alike', async () => {
    for (const [user, pass] of [
      ['regular-id', 'nope'],
      ['nobody-here', 'grammar'],
    ] as const) {
      const { res } = await signInAs(t.app, user, pass);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({
        Code: 'LoginFailed',
        Message: 'Your username and password do not match, please try again.',
      });
    }
  });

  it('answers 400 ValidationFailed naming every bad field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/Authentication/GP/',
      payload: { UserName: ' ', Platform: 3 },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.Code).toBe('ValidationFailed');
    expect(body.Errors.map((e: { Field: string }) => e.Field).sort()).toEqual([
      'body.Password',
      'body.Platform',
      'body.UserName',
    ]);
  });

  it('answers 400, not 500, for malformed JSON, a wrong content type or no body', async () => {
    const cases = [
      {
        payload: '{"UserName":',
        headers: { 'content-type': 'application/json' },
      },
      {
        payload: 'UserName=x',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
      { payload: undefined, headers: {} },
      { payload: '[1,2]', headers: { 'content-type': 'application/json' } },
    ];
    for (const c of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v2/Authentication/GP/',
        payload: c.payload,
        headers: c.headers,
      });
      expect(res.statusCode, JSON.stringify(c)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, JSON.stringify(c)).toBeLessThan(500);
      expect(res.json().Code).toBe('ValidationFailed');
    }
  });

  it('never writes the password or the token to the log', async () => {
    const { body } = await signInAs(t.app, 'regular');
    await t.app.inject({
      method: 'GET',
      url: `/api/v2/StudentProfile/GP/?token=${body.Token}`,
      headers: bearer(body.Token),
    });
    const all = t.logs.join('\n');
    expect(all).not.toContain(body.Token);
    expect(all).not.toContain('"grammar"');
    expect(all).toContain('token=[redacted]');
  });
});

describe('sessions and devices', () => {
  it('refuses a sixth session with an empty Token and the five active sessions, then ends them with the password', async () => {
    const tokens: string[] = [];
    for (let i = 0; i < 5; i++) {
      const { body } = await signInAs(t.app, 'expired');
      tokens.push(body.Token);
    }
    const sixth = await signInAs(t.app, 'expired');
    expect(sixth.res.statusCode).toBe(200);
    expect(sixth.body.Token).toBe('');
    expect(sixth.body.SessionList).toHaveLength(5);

    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/v2/Authentication/GP/EndSessions/',
      payload: { UserName: 'expired', Password: 'wrong', Platform: 16 },
    });
    expect(wrong.statusCode).toBe(401);

    const ended = await t.app.inject({
      method: 'POST',
      url: '/api/v2/Authentication/GP/EndSessions/',
      payload: { UserName: 'expired', Password: 'grammar', Platform: 16 },
    });
    expect(ended.statusCode).toBe(200);
    const fresh = ended.json();
    expect(fresh.Token).not.toBe('');
    expect(fresh.SessionList).toHaveLength(1);
    const old = await t.app.inject({
      method: 'GET',
      url: '/api/v2/StudentProfile/GP/',
      headers: bearer(tokens[0]!),
    });
    expect(old.statusCode).toBe(401);
    const now = await t.app.inject({
      method: 'GET',
      url: '/api/v2/StudentProfile/GP/',
      headers: bearer(fresh.Token),
    });
    expect(now.statusCode).toBe(200);
  });

  it('ends the session on logout, after which the token answers 401 InvalidToken', async () => {
    const { body } = await signInAs(t.app, 'demo');
    const out = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/Token/',
      headers: bearer(body.Token),
    });
    expect(out.statusCode).toBe(200);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/v2/StudentProfile/',
      headers: bearer(body.Token),
    });
    expect(after.statusCode).toBe(401);
    expect(after.json().Code).toBe('InvalidToken');
  });

  it('answers 401 InvalidToken for a missing, malformed or unknown token', async () => {
    for (const headers of [
      {},
      { authorization: 'Basic abc' },
      bearer('x'.repeat(43)),
      { authorization: 'Bearer' },
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/v2/StudentProfile/GP/',
        headers,
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().Code).toBe('InvalidToken');
    }
  });
});

// The lockout cases of issue 14 are in sign-in-throttling.test.ts.
describe('throttling failed sign-ins', () => {
  it('clears the failures of an account on a successful sign-in', async () => {
    expect((await signInAs(t.app, 'regular-id')).res.statusCode).toBe(200);
    for (let i = 0; i < 9; i++)
      expect((await signInAs(t.app, 'regular-id', 'bad')).res.statusCode).toBe(
        401,
      );
    expect((await signInAs(t.app, 'regular-id')).res.statusCode).toBe(200);
    for (let i = 0; i < 9; i++)
      expect((await signInAs(t.app, 'regular-id', 'bad')).res.statusCode).toBe(
        401,
      );
    expect((await signInAs(t.app, 'regular-id')).res.statusCode).toBe(200);
  });
});
