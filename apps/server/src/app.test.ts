import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app';

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
      url: '/privacy/GrammarPro-v1/en-US',
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
    t = await createTestApp({ MAINTENANCE: '1' });
  });
  afterAll(() => t.close());

  it('answers 503 Maintenance on every API call but the health check', async () => {
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
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode,
    ).toBe(200);
  });
});
