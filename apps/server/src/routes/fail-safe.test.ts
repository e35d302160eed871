import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { eq } from 'drizzle-orm';
import { buildApp } from '../app';
import { trackingEvents } from '../db/schema';
import {
  bearer,
  createTestApp,
  signInAs,
  type TestApp,
} from '../test/test-app';

// Issue 14: a server that fails safe.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    PUBLIC_ORIGIN: 'https://grammar.example.com',
    TRACKING_EVENTS_PER_MINUTE: '120',
  });
});
afterAll(() => t.close());

const HSTS = /^max-age=(\d+)/;

describe('HSTS when the public origin is https', () => {
  it('is on API answers, pages, unknown paths and errors, for at least a year', async () => {
    for (const url of [
      '/api/health',
      '/api/v2/Nope',
      '/nope',
      '/api/%zz',
      '/gl/login',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      const m = HSTS.exec(String(res.headers['strict-transport-security']));
      expect(m, url).not.toBeNull();
      expect(Number(m![1]), url).toBeGreaterThanOrEqual(365 * 24 * 3600);
    }
  });
});

describe('one error shape', () => {
  it('answers an unknown non-API path 404 with the security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain(
      "default-src 'none'",
    );
  });

  it('answers a text/plain body 415 in the contract’s shape', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/Authentication/GP/',
      headers: { 'content-type': 'text/plain' },
      payload: 'UserName=regular',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ Code: 'ValidationFailed' });
  });
});

describe('strict numbers in queries', () => {
  it('refuses an empty, hexadecimal, exponent or decimal marketRegion and accepts 0, 1, 2, 4', async () => {
    const { body } = await signInAs(t.app, 'regular');
    const get = (v: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/v2/RegionAndGrade/?marketRegion=${v}&cultureCode=en-US`,
        headers: bearer(body.Token),
      });
    for (const bad of ['', '0x4', '4e0', '0.0', '%204', '04', '3', '-0']) {
      const res = await get(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().Code).toBe('ValidationFailed');
    }
    for (const good of ['0', '1', '2', '4'])
      expect((await get(good)).statusCode, good).toBe(200);
  });
});

describe('tracking flood', () => {
  const event = {
    TrackType: 'PageStart',
    Page: 'p',
    LocalStamp: '2026-11-25T10:00:00Z',
  };
  it('refuses more than 50 events a request and more than the limit a minute, with 429 and Retry-After', async () => {
    const { body } = await signInAs(t.app, 'regular-cn');
    const post = (n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v2/Tracking/',
        headers: bearer(body.Token),
        payload: { Events: Array(n).fill(event) },
      });
    expect((await post(51)).statusCode).toBe(400);
    expect((await post(50)).statusCode).toBe(200);
    expect((await post(50)).statusCode).toBe(200);
    const refused = await post(50);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().Code).toBe('TooManyRequests');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await post(20)).statusCode).toBe(200);
    // Another student is not held by this one's flood.
    const other = await signInAs(t.app, 'regular-ru');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/Tracking/',
      headers: bearer(other.body.Token),
      payload: { Events: [event] },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('tracking events as sent', () => {
  it('stores each event with its fields, and no more events than the limit from parallel requests', async () => {
    const { body } = await signInAs(t.app, 'regular-id');
    const sent = {
      TrackType: 'Duration',
      ContextKey: 'dt-1',
      Page: 'testing',
      DurationMs: 30000.4,
      LocalStamp: '2026-11-25T10:00:00.000Z',
    };
    const post = (Events: object[]) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v2/Tracking/',
        headers: bearer(body.Token),
        payload: { Events },
      });
    expect((await post([sent, { ...sent, Page: undefined }])).statusCode).toBe(
      200,
    );
    const mine = () =>
      t.database.db
        .select()
        .from(trackingEvents)
        .where(eq(trackingEvents.studentId, body.UserInfo.UserId));
    const rows = await mine();
    expect(
      rows.map((r) => [r.trackType, r.contextKey, r.page, r.durationMs]),
    ).toEqual([
      ['Duration', 'dt-1', 'testing', 30000],
      ['Duration', 'dt-1', null, 30000],
    ]);
    expect(rows[0]!.localStamp).toBe(sent.LocalStamp);
    // 2 stored; of 5 parallel requests of 50, two fit the 120 a minute.
    const codes = await Promise.all(
      Array.from({ length: 5 }, () => post(Array(50).fill(sent))),
    );
    expect(codes.map((r) => r.statusCode).sort()).toEqual([
      200, 200, 429, 429, 429,
    ]);
    expect(await mine()).toHaveLength(102);
  });
});

describe('ended sessions on another instance', () => {
  it('refuses a token on instance B on the very next call after logout on instance A', async () => {
    const b = await buildApp(loadConfig({ LOG_LEVEL: 'silent' }), t.database, {
      logger: false,
    });
    try {
      const { body } = await signInAs(t.app, 'regular-id');
      const me = (app: typeof b) =>
        app.inject({
          method: 'GET',
          url: '/api/v2/StudentProfile/',
          headers: bearer(body.Token),
        });
      // Both instances have the session cached.
      expect((await me(b)).statusCode).not.toBe(401);
      expect((await me(t.app)).statusCode).not.toBe(401);
      const out = await t.app.inject({
        method: 'DELETE',
        url: '/api/v1/Token/',
        headers: bearer(body.Token),
      });
      expect(out.statusCode).toBe(200);
      const next = await me(b);
      expect(next.statusCode).toBe(401);
      expect(next.json().Code).toBe('InvalidToken');
    } finally {
      await b.close();
    }
  });
});

describe('slow clients', () => {
  it('closes a half-sent header and a trickled body, answering in the contract’s shape', async () => {
    const app = await buildApp(
      loadConfig({
        LOG_LEVEL: 'silent',
        REQUEST_TIMEOUT_MS: '1500',
        HEADERS_TIMEOUT_MS: '1000',
        CONNECTION_TIMEOUT_MS: '5000',
      }),
      t.database,
      { logger: false },
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const hold = (first: string, trickle?: string) =>
      new Promise<{ ms: number; text: string }>((resolve) => {
        const started = Date.now();
        let text = '';
        const s = connect(port, '127.0.0.1', () => s.write(first));
        const timer = trickle
          ? setInterval(() => s.writable && s.write(trickle), 300)
          : undefined;
        s.on('data', (d) => (text += d.toString()));
        s.on('error', () => {});
        s.on('close', () => {
          clearInterval(timer);
          resolve({ ms: Date.now() - started, text });
        });
        setTimeout(() => s.destroy(), 20_000);
      });
    try {
      const [header, body] = await Promise.all([
        hold('GET /api/health HTTP/1.1\r\nHost: x\r\n'),
        hold(
          'POST /api/v2/Authentication/GP/ HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
          ' ',
        ),
      ]);
      expect(header.ms).toBeLessThan(5_000);
      expect(body.ms).toBeLessThan(5_000);
      expect(header.text).toMatch(/^HTTP\/1.1 408/);
      expect(header.text).toContain('"Code":"RequestTimeout"');
      // A header too large: 431 in the contract's shape.
      const big = await hold(
        `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(40_000)}\r\n\r\n`,
      );
      expect(big.text).toMatch(/^HTTP\/1.1 431/);
      expect(big.text).toContain('"Code":"ValidationFailed"');
      expect(big.text).toContain('x-content-type-options: nosniff');
    } finally {
      await app.close();
    }
  }, 30_000);
});
