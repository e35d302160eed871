import * as api from '@gp/api';
import type { Endpoint } from '@gp/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  signInAs,
  type TestApp,
} from '../test/test-app';
import { trackingEvents } from '../db/schema';

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
    const stored = async () =>
      (await t.database.db.select().from(trackingEvents)).length;
    const batch = (page: string) => ({
      Events: [
        { TrackType: 'StartDT', LocalStamp: new Date().toISOString() },
        {
          TrackType: 'PageStart',
          Page: page,
          LocalStamp: new Date().toISOString(),
        },
      ],
    });
    const post = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: api.postTrackingEvents.path,
        headers: bearer(token),
        payload,
      });
    const before = await stored();
    const refused = await post(batch('dt_intro\u0000'));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      Code: 'ValidationFailed',
      Errors: [{ Field: 'body.Events.1.Page' }],
    });
    expect(await stored()).toBe(before);
    // The same batch without the NUL is valid and stored, so the refusal above was the NUL's.
    expect((await post(batch('dt_intro'))).statusCode).toBe(200);
    expect(await stored()).toBe(before + 2);
  });

  it('a NUL in a module key is refused as bad input, where the key alone is only unknown', async () => {
    const latest = (moduleKey: string) =>
      t.app.inject({
        method: 'GET',
        url: api.getModuleLatestDiagnosticAnswers.path,
        query: { moduleKey },
        headers: bearer(token),
      });
    const res = await latest('M01\u0000');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      Code: 'ValidationFailed',
      Errors: [{ Field: 'query.moduleKey' }],
    });
    expect((await latest('M01')).statusCode).toBe(404);
  });
});
