import { createServer } from 'node:net';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { buildApp } from '../../app';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema';
import { bearer, createTestApp, signInAs } from '../../test/test-app';

// Issue 14: the database down answers 503 Unavailable with Retry-After, not
// "ok" from health and 500 from signed-in calls.

/** A port on this machine where nothing listens: a PostgreSQL that is stopped. */
async function closedPort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const { port } = s.address() as { port: number };
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

describe('the database down', () => {
  it('the database closed (PGlite, or the pool on PostgreSQL): readiness and signed-in calls answer 503 Unavailable with Retry-After; liveness stays up', async () => {
    const t = await createTestApp();
    const { body } = await signInAs(t.app, 'regular');
    const ready = await t.app.inject({
      method: 'GET',
      url: '/api/health/ready',
    });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      Status: 'ready',
      Database: t.database.kind,
    });
    await t.database.close();
    try {
      for (const [method, url, headers] of [
        ['GET', '/api/health/ready', {}],
        ['GET', '/api/v2/StudentProfile/', bearer(body.Token)],
      ] as const) {
        const res = await t.app.inject({ method, url, headers });
        expect(res.statusCode, url).toBe(503);
        expect(res.json().Code, url).toBe('Unavailable');
        expect(Number(res.headers['retry-after']), url).toBeGreaterThan(0);
      }
      const live = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(live.statusCode).toBe(200);
    } finally {
      await t.app.close();
    }
  });

  it('PostgreSQL stopped: readiness, sign-in and signed-in calls answer 503 Unavailable with Retry-After', async () => {
    const pool = new pg.Pool({
      connectionString: `postgres://gp@127.0.0.1:${await closedPort()}/gp`,
      connectionTimeoutMillis: 1_000,
    });
    pool.on('error', () => {});
    const app = await buildApp(
      loadConfig({ LOG_LEVEL: 'silent' }),
      {
        db: drizzle(pool, { schema }) as unknown as Db,
        kind: 'postgres',
        close: () => pool.end(),
      },
      { logger: false },
    );
    try {
      const calls = [
        app.inject({ method: 'GET', url: '/api/health/ready' }),
        app.inject({
          method: 'POST',
          url: '/api/v2/Authentication/GP/',
          payload: { UserName: 'regular', Password: 'grammar', Platform: 16 },
        }),
        app.inject({
          method: 'GET',
          url: '/api/v2/StudentProfile/',
          headers: bearer('a'.repeat(43)),
        }),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.statusCode, res.body).toBe(503);
        expect(res.json().Code).toBe('Unavailable');
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
    } finally {
      await app.close();
      await pool.end();
    }
  });
});
