import * as api from '@gp/api';
import type { Endpoint } from '@gp/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  signInAs,
  type TestApp,
} from '../test/test-app';

/** Every endpoint of the wire contract (packages/api). */
const isEndpoint = (v: unknown): v is Endpoint =>
  !!v && typeof v === 'object' && 'method' in v && 'path' in v;
const endpoints: [string, Endpoint][] = Object.entries(api).flatMap(
  ([name, v]: [string, unknown]) =>
    isEndpoint(v) ? [[name, v] as [string, Endpoint]] : [],
);

const keysOf = (schema: unknown): string[] =>
  Object.keys((schema as { shape?: object } | undefined)?.shape ?? {});

const NUL = 'a\u0000b';

describe('no input makes the API fail (issue 2: "no input produces a 500")', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = (await signInAs(t.app, 'regular')).body.Token;
  });
  afterAll(() => t.close());

  it('covers the whole contract', () => {
    expect(endpoints.length).toBeGreaterThanOrEqual(20);
  });

  for (const [name, e] of endpoints) {
    // Logging out would end the session the other cases use; it takes no input.
    if (e.path !== api.logout.path)
      it(`${name}: NUL characters in every field answer 4xx with the error shape`, async () => {
        const query = Object.fromEntries(keysOf(e.query).map((k) => [k, NUL]));
        const body = Object.fromEntries(keysOf(e.body).map((k) => [k, NUL]));
        const res = await t.app.inject({
          method: e.method,
          url: e.path,
          query,
          headers: bearer(token),
          ...(e.body ? { payload: body } : {}),
        });
        expect(res.statusCode).toBeLessThan(500);
        if (keysOf(e.query).length + keysOf(e.body).length > 0) {
          expect(res.statusCode).toBe(400);
          expect(res.json()).toMatchObject({ Code: 'ValidationFailed' });
        }
      });

    if (e.auth)
      it(`${name}: without a token answers 401 before looking at the input`, async () => {
        const res = await t.app.inject({
          method: e.method,
          url: e.path,
          query: { junk: NUL },
          ...(e.body ? { payload: { junk: NUL } } : {}),
        });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toMatchObject({ Code: 'InvalidToken' });
      });
  }

  it('a NUL inside an otherwise valid sign-in is refused as bad input', async () => {
    for (const url of [
      '/api/v2/Authentication/GP/',
      '/api/v2/Authentication/GP/EndSessions/',
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        payload: {
          UserName: 'demo\u0000new',
          Password: 'grammar',
          Platform: 16,
        },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ Code: 'ValidationFailed' });
    }
  });

  it('a NUL inside a valid tracking event is refused and nothing is stored', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/Tracking/',
      headers: bearer(token),
      payload: {
        Events: [
          {
            Kind: 'analytics',
            Name: 'StartDT\u0000',
            Time: new Date().toISOString(),
          },
        ],
      },
    });
    expect(res.statusCode).toBe(400);
  });

  it('a NUL in a profile save or a module key is refused', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v2/StudentDiagnosticTest/ModuleLatest/',
      query: { moduleKey: 'M01\u0000' },
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(400);
  });
});
