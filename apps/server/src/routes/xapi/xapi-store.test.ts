import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { XapiPostAnswer } from '@gp/api';
import { XAPI_VERBS, type XapiStatement } from '@gp/domain';
import { xapiRoutes } from './index';
import { validate } from './xapi-harness';
import { xapiStore } from './xapi-harness';

// Storing statements at /xapi/statements: once by id, all or none, and only valid xAPI.
const store = xapiStore(['regular']);
const { watched, put, get, post } = store;

describe('the statement store at /xapi/ (DESIGN.md §3b)', () => {
  it('GET /xapi/about answers the version without credentials, with the version header', async () => {
    const res = await store.t.app.inject({ method: 'GET', url: '/xapi/about' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ version: ['1.0.3'] });
    expect(res.headers['x-experience-api-version']).toBe('1.0.3');
  });
  it('stores a PUT statement once: the same again is 204, another under its id is 409', async () => {
    const s = watched('regular');
    expect((await put('regular', s, s.id)).statusCode).toBe(204);
    expect((await put('regular', s, s.id)).statusCode).toBe(204);
    const other = { ...s, verb: { id: XAPI_VERBS.completed.id } };
    const clash = await put('regular', other, s.id);
    expect(clash.statusCode).toBe(409);
    const read = await get('regular', `statementId=${s.id}`);
    expect(read.statusCode).toBe(200);
    const stored = read.json() as Record<string, unknown>;
    expect(stored.verb).toEqual(s.verb);
    expect(stored.version).toBe('1.0.3');
    expect(typeof stored.stored).toBe('string');
    expect(validate(stored)).toEqual([]);
    const exact = await get('regular', `statementId=${s.id}&format=exact`);
    expect(exact.statusCode).toBe(200);
    const mixed = await get(
      'regular',
      `statementId=${s.id}&verb=${encodeURIComponent(s.verb.id)}`,
    );
    expect(mixed.statusCode).toBe(400);
  });
  it('POST stores a list all or none, gives an id to a statement without one, and refuses a batch with a clash', async () => {
    const { id: _drop, ...noId } = watched('regular', 'A2');
    const kept = watched('regular', 'A3');
    const res = await post('regular', [noId, kept]);
    expect(res.statusCode).toBe(200);
    const ids = res.json() as string[];
    expect(XapiPostAnswer.safeParse(ids).success).toBe(true);
    expect(ids).toHaveLength(2);
    expect(ids[1]).toBe(kept.id);
    const fresh = watched('regular', 'A4');
    const clash = await post('regular', [
      fresh,
      { ...kept, verb: { id: XAPI_VERBS.completed.id } },
    ]);
    expect(clash.statusCode).toBe(409);
    expect((await get('regular', `statementId=${fresh.id}`)).statusCode).toBe(
      404,
    );
  });
  it.each([
    [
      'a verb that is not an IRI',
      (s: XapiStatement) => ({ ...s, verb: { id: 'watched' } }),
    ],
    [
      'a bare extension name',
      (s: XapiStatement) => ({
        ...s,
        context: { extensions: { productId: 'GrammarPro' } },
      }),
    ],
    [
      'a score over its maximum',
      (s: XapiStatement) => ({
        ...s,
        result: { score: { raw: 11, min: 0, max: 10, scaled: 1.1 } },
      }),
    ],
    [
      'a timestamp that is not ISO 8601',
      (s: XapiStatement) => ({ ...s, timestamp: 'yesterday' }),
    ],
    ['no object', (s: XapiStatement) => ({ ...s, object: undefined })],
  ])(
    'answers 400 with the reason for %s, and stores nothing',
    async (_what, breakIt) => {
      const s = watched('regular');
      const res = await put('regular', breakIt(s), s.id);
      expect(res.statusCode).toBe(400);
      const body = res.json() as {
        Code: string;
        Errors: { Field: string; Message: string }[];
      };
      expect(body.Code).toBe('ValidationFailed');
      expect(body.Errors.length).toBeGreaterThan(0);
      expect(body.Errors[0]!.Field).toMatch(/^body/);
      expect((await get('regular', `statementId=${s.id}`)).statusCode).toBe(
        404,
      );
    },
  );
  it('answers 400 when the statementId and the statement id differ', async () => {
    const s = watched('regular');
    expect((await put('regular', s, randomUUID())).statusCode).toBe(400);
  });
});

describe('what the statement routes answer (packages/api, STYLE.md rule 7)', () => {
  it('PUT, POST and GET /xapi/statements each declare their answer and every error status', async () => {
    const app = Fastify();
    const declared: Record<string, string[]> = {};
    app.addHook('onRoute', (route) => {
      if (route.url === '/xapi/statements' && route.method !== 'HEAD')
        declared[String(route.method)] = Object.keys(
          route.schema?.response ?? {},
        );
    });
    await app.register(xapiRoutes);
    const errors = ['400', '401', '403', '404', '409', '429', '503'];
    expect(declared).toEqual({
      PUT: ['204', ...errors],
      POST: ['200', ...errors],
      GET: ['200', ...errors],
    });
  });
});
