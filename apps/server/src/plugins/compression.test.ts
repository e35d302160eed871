import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  signInAs,
  type TestApp,
} from '../test/test-app';
import { COMPRESS_MIN_BYTES, registerCompression } from './compression';

/** A JSON answer of about `bytes` bytes. */
const answerOf = (bytes: number) => ({
  Items: Array.from({ length: Math.ceil(bytes / 40) }, (_, i) => ({
    Key: `module-${i}`,
    Score: i,
  })),
});

async function appAnswering(body: unknown, type = 'application/json') {
  const app = Fastify();
  registerCompression(app);
  app.get('/answer', async (_req, reply) =>
    type === 'application/json' ? body : reply.type(type).send(body),
  );
  await app.ready();
  return app;
}

describe('compressed JSON answers (issue 16)', () => {
  it('answers a large JSON body in brotli when the client accepts it, gzip when only that, and the same JSON either way', async () => {
    const body = answerOf(8000);
    const app = await appAnswering(body);
    const browser = await app.inject({
      url: '/answer',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    const gzipOnly = await app.inject({
      url: '/answer',
      headers: { 'accept-encoding': 'gzip' },
    });
    await app.close();
    expect(browser.headers['content-encoding']).toBe('br');
    expect(browser.headers.vary).toBe('accept-encoding');
    expect(Number(browser.headers['content-length'])).toBe(
      browser.rawPayload.length,
    );
    expect(browser.rawPayload.length).toBeLessThan(
      JSON.stringify(body).length / 4,
    );
    expect(
      JSON.parse(brotliDecompressSync(browser.rawPayload).toString()),
    ).toEqual(body);
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzipOnly.rawPayload).toString())).toEqual(
      body,
    );
  });

  it('leaves an answer as it is for a client that accepts no encoding, or refuses both', async () => {
    const app = await appAnswering(answerOf(8000));
    const none = await app.inject({ url: '/answer' });
    const refused = await app.inject({
      url: '/answer',
      headers: { 'accept-encoding': 'br;q=0, gzip;q=0' },
    });
    await app.close();
    for (const res of [none, refused]) {
      expect(res.headers['content-encoding']).toBeUndefined();
      // A cache in between must still keep this form apart from a compressed one.
      expect(res.headers.vary).toBe('accept-encoding');
      expect(res.json()).toEqual(answerOf(8000));
    }
  });

  it('sends a small JSON answer, or one that is not JSON, uncompressed', async () => {
    const small = answerOf(COMPRESS_MIN_BYTES / 2);
    expect(JSON.stringify(small).length).toBeLessThan(COMPRESS_MIN_BYTES);
    const smallApp = await appAnswering(small);
    const text = await appAnswering('x'.repeat(8000), 'text/plain');
    const headers = { 'accept-encoding': 'br, gzip' };
    const a = await smallApp.inject({ url: '/answer', headers });
    const b = await text.inject({ url: '/answer', headers });
    await smallApp.close();
    await text.close();
    expect(a.headers['content-encoding']).toBeUndefined();
    expect(a.json()).toEqual(small);
    expect(b.headers['content-encoding']).toBeUndefined();
    expect(b.body).toBe('x'.repeat(8000));
  });
});

describe('the app compresses its API answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, 'course');
  });
  afterAll(() => t.close());

  it("sends a city's grade list in brotli to a browser, the same list as uncompressed", async () => {
    const { Token } = (await signInAs(t.app, 'regular-ru')).body;
    const url =
      '/api/v2/AvailableGradeList/?regionKey=intl-singapore&cultureCode=en-US';
    const plain = await t.app.inject({ url, headers: bearer(Token) });
    const br = await t.app.inject({
      url,
      headers: { ...bearer(Token), 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
  });
});
