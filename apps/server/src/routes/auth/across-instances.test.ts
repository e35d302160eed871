import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { signInAs, type TestApp, createTestApp } from '../../test/test-app';

// Issue 16: several instances on one database. The session limit (DESIGN.md
// §4 Sessions and devices) and sign-in throttling (decision 015) are kept in
// the database, so two instances count together: a sixth session or an
// eleventh failure is refused on whichever instance it reaches.

const LIMITS = { SIGNIN_ACCOUNT_LIMIT: '10', SIGNIN_ADDRESS_DELAY_MAX_MS: '0' };
let t: TestApp;
let b: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp(LIMITS);
  b = await buildApp(
    loadConfig({ LOG_LEVEL: 'silent', ...LIMITS }),
    t.database,
    {
      logger: false,
    },
  );
  await b.ready();
}, 60_000);
afterAll(async () => {
  await b.close();
  await t.close();
});

const attempt = (app: FastifyInstance, userName: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v2/Authentication/GP/',
    remoteAddress: '10.16.0.1',
    payload: { UserName: userName, Password: password, Platform: 16 },
  });

describe('two instances on one database', () => {
  it('refuses a sixth session on either instance when the five were opened on both', async () => {
    for (let i = 0; i < 5; i++) {
      const { body } = await signInAs(i % 2 ? b : t.app, 'regular-ru');
      expect(body.Token).not.toBe('');
    }
    for (const app of [t.app, b]) {
      const sixth = await signInAs(app, 'regular-ru');
      expect(sixth.res.statusCode).toBe(200);
      expect(sixth.body.Token).toBe('');
      expect(sixth.body.SessionList).toHaveLength(5);
    }
  });

  it('holds an account after ten failures spread over both instances, on both', async () => {
    for (let i = 0; i < 10; i++)
      expect(
        (await attempt(i % 2 ? b : t.app, 'regular-id', `wrong-${i}`))
          .statusCode,
      ).toBe(401);
    for (const app of [t.app, b]) {
      const held = await attempt(app, 'regular-id', 'grammar');
      expect(held.statusCode).toBe(429);
      expect(held.json().Code).toBe('TooManyAttempts');
    }
  });
});
