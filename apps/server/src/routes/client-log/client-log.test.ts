import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  signInAs,
  type TestApp,
} from '../../test/test-app';
import { CLIENT_LOG_LIMIT } from './index';

const report = {
  Kind: 'exception',
  Message: 'Boom',
  Time: '2026-11-25T10:00:00.000Z',
};

describe('client error reports (spec 01 §7)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('logs the report with the student it came from, when the page sent the token', async () => {
    const { body } = await signInAs(t.app, 'regular');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/ClientLog/',
      headers: bearer(body.Token),
      payload: { ...report, Message: 'with a student' },
    });
    expect(res.statusCode).toBe(200);
    const line = t.logs.find((l) => l.includes('with a student'));
    expect(line).toContain(`"studentId":"${body.UserInfo.UserId}"`);
    expect(line).not.toContain(body.Token);
  });

  it(`refuses more than ${CLIENT_LOG_LIMIT} reports a minute from one address with 429`, async () => {
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v2/ClientLog/',
        remoteAddress: '203.0.113.9',
        payload: report,
      });
    for (let i = 0; i < CLIENT_LOG_LIMIT; i++)
      expect((await send()).statusCode).toBe(200);
    const over = await send();
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ Code: 'TooManyAttempts' });
    expect(over.json().RetryAfterSeconds).toBeGreaterThan(0);
  });
});
