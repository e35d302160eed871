import * as api from '@gp/api';
import type { Endpoint } from '@gp/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

const endpoints = Object.entries(api).flatMap(([name, v]: [string, unknown]) =>
  !!v && typeof v === 'object' && 'method' in v && 'path' in v && 'auth' in v
    ? [[name, v as Endpoint] as const]
    : [],
);

describe('routes take their auth from the contract (endpointRoute)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('asks for a token exactly where the contract says auth: true', async () => {
    const asked: Record<string, boolean> = {};
    const expected: Record<string, boolean> = {};
    for (const [name, e] of endpoints) {
      if (name === 'postClientLog') continue; // its rate limit is per address
      const res = await t.app.inject({ method: e.method, url: e.path });
      asked[name] =
        res.statusCode === 401 &&
        (res.json() as { Code?: string }).Code === 'InvalidToken';
      expected[name] = e.auth;
    }
    expect(Object.values(expected)).toContain(false);
    expect(asked).toEqual(expected);
  });
});
