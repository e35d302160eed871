import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorResponse, HealthResponse } from '@gp/api';
import { createTestApp, signInAs, type TestApp } from './test/test-app';

const signInUrl = '/api/v2/Authentication/GP/';

describe('the application', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers JSON 404 for an unknown API path', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v3/Nothing/' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ Code: 'NotFound' });
  });

  it('sends API answers with nosniff, no caching, no framing, and a request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
      'x-frame-options': 'DENY',
    });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends pages a strict CSP that lets the app frame its own player', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/privacy/GrammarPro-v0/en-US',
    });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("frame-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('same-origin');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('serves the help center index at /help/ with or without the nav bar parameters', async () => {
    for (const url of [
      '/help/',
      '/help',
      '/help/?appName=GrammarPro&token=abc&language=zh-cn',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
    }
  });

  it('accepts client error reports without a token and redacts tokens in their addresses', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/ClientLog/',
      payload: {
        Kind: 'request',
        Message: 'failed',
        Status: 500,
        Url: '/help/?token=SECRET123&x=1',
        Time: new Date().toISOString(),
      },
    });
    expect(res.statusCode).toBe(200);
    expect(t.logs.join('')).not.toContain('SECRET123');
  });

  it('logs each request once, when it completes, with its address, status and id', async () => {
    for (const url of ['/api/health', '/api/%zz']) {
      const res = await t.app.inject({ method: 'GET', url });
      const id = String(res.headers['x-request-id']);
      const lines = t.logs
        .filter((l) => l.includes(id))
        .map((l) => JSON.parse(l) as Record<string, unknown>);
      expect(lines, url).toHaveLength(1);
      expect(lines[0]).toMatchObject({
        req: { id, method: 'GET', url },
        res: { statusCode: res.statusCode },
      });
    }
  });

  it('answers the health check with its schema, no token needed', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(HealthResponse.strict().parse(res.json())).toEqual({
      Status: 'ok',
      Database: t.database.kind,
    });
  });

  it.each(['/api/%zz', '/api/v2/StudentProfile/%E0%A4%A', '/api/v2/%'])(
    'answers 400 ValidationFailed in the API error shape for the malformed address %s',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      const body = ErrorResponse.strict().parse(res.json());
      expect(body.Code).toBe('ValidationFailed');
      expect(body.Errors).toEqual([{ Field: 'url', Message: body.Message }]);
      expect(res.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'cache-control': 'no-store',
      });
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    },
  );

  it('answers a malformed page address with a plain 400, not a JSON error', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/gl/%zz' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('text/plain');
  });

  it.each([
    ['malformed JSON', 'application/json', '{"UserName":', 400],
    ['an empty JSON body', 'application/json', '', 400],
    ['a prototype-poisoning body', 'application/json', '{"__proto__":{}}', 400],
    ['a wrong content type', 'text/xml', '<a/>', 415],
    ['an invalid media type', '/', '{}', 415],
    ['no content type', undefined, '{}', 415],
    [
      'a body over 2 MiB',
      'application/json',
      `"${'x'.repeat(2_200_000)}"`,
      413,
    ],
  ] as const)(
    'answers %s with a 4xx in the API error shape, never a 500',
    async (_what, contentType, payload, status) => {
      const res = await t.app.inject({
        method: 'POST',
        url: signInUrl,
        headers: contentType ? { 'content-type': contentType } : {},
        payload: Buffer.from(payload),
      });
      expect(res.statusCode).toBe(status);
      const body = ErrorResponse.strict().parse(res.json());
      expect(body.Code).toBe('ValidationFailed');
      expect(body.Errors?.[0]?.Field).toBe('body');
    },
  );

  it('answers 400 for a client report with a missing field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/ClientLog/',
      payload: { Kind: 'other' },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('maintenance', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      MAINTENANCE: '1',
      MAINTENANCE_RETRY_AFTER_SECONDS: '120',
    });
  });
  afterAll(() => t.close());

  it('answers 503 Maintenance with a Retry-After on every API call but the health check', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/Authentication/GP/',
      payload: {},
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      Code: 'Maintenance',
      Message: "We're making some repairs. Please come back later.",
    });
    expect(res.headers['retry-after']).toBe('120');
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.headers['retry-after']).toBeUndefined();
  });
});

describe('throttled sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SIGNIN_ACCOUNT_LIMIT: '2' });
  });
  afterAll(() => t.close());

  it('sends Retry-After with the seconds of the body on a 429', async () => {
    for (let i = 0; i < 2; i++)
      expect((await signInAs(t.app, 'regular', 'wrong')).res.statusCode).toBe(
        401,
      );
    const { res } = await signInAs(t.app, 'regular', 'wrong');
    expect(res.statusCode).toBe(429);
    const body = ErrorResponse.parse(res.json());
    expect(body.RetryAfterSeconds).toBeGreaterThan(0);
    expect(res.headers['retry-after']).toBe(String(body.RetryAfterSeconds));
  });

  it('sends no Retry-After on other errors', async () => {
    const { res } = await signInAs(t.app, 'regular-cn', 'wrong');
    expect(res.statusCode).toBe(401);
    expect(res.headers['retry-after']).toBeUndefined();
  });
});
