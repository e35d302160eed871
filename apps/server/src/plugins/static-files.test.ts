import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  brotliCompressSync,
  brotliDecompressSync,
  gunzipSync,
  gzipSync,
} from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { formatGpCookie, GP_COOKIE } from '@gp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import {
  appConfigOf,
  preferredEncoding,
  registerStaticFiles,
} from './static-files';

describe('the deployment settings the page embeds (decision 007)', () => {
  it('fixes the region to China on the China domain, so the region page is skipped (spec 01 §2)', () => {
    expect(
      appConfigOf(loadConfig({ CHINA_DOMAIN: '1' })).FixedMarketRegion,
    ).toBe(1);
  });

  it('keeps an explicitly fixed region and leaves other deployments free', () => {
    expect(
      appConfigOf(loadConfig({ CHINA_DOMAIN: '1', FIXED_MARKET_REGION: '1' }))
        .FixedMarketRegion,
    ).toBe(1);
    expect(
      appConfigOf(loadConfig({ FIXED_MARKET_REGION: '2' })).FixedMarketRegion,
    ).toBe(2);
    expect(appConfigOf(loadConfig({})).FixedMarketRegion).toBeNull();
  });
});

describe('the built files, compressed once at build time (issue 16)', () => {
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  let dir: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    // A build as tools/vite-precompress.ts leaves it: each file with its .br and .gz.
    dir = mkdtempSync(join(tmpdir(), 'gp-static-'));
    const web = join(dir, 'web');
    mkdirSync(join(web, 'assets'), { recursive: true });
    writeFileSync(
      join(web, 'index.html'),
      `<!doctype html><html><head><title>GP</title></head><body>${'<p>page</p>'.repeat(200)}</body></html>`,
    );
    // What apps/web/route-preloads.ts leaves for one screen.
    mkdirSync(join(web, '.vite'));
    writeFileSync(
      join(web, '.vite', 'route-preloads.json'),
      JSON.stringify({
        routes: {
          testing: [],
          learn: [
            '/gl/assets/learn-page-Xy12.js',
            '/gl/assets/learn-page-Xy12.css',
            'https://elsewhere.example/x.js',
          ],
        },
        strings: { 'ru-RU': ['/gl/assets/strings-ru-RU-Ab.js'] },
      }),
    );
    // Testing's page adds the player's files (player-prefetch.ts).
    mkdirSync(join(dir, 'player'));
    writeFileSync(
      join(dir, 'player', 'index.html'),
      '<head><script type="module" crossorigin src="/player/assets/index-Pl1.js"></script></head>',
    );
    const asset = join(web, 'assets', 'app-Ab12Cd34.js');
    writeFileSync(asset, script);
    writeFileSync(`${asset}.br`, brotliCompressSync(script));
    writeFileSync(`${asset}.gz`, gzipSync(script));
    const base = loadConfig({});
    app = Fastify();
    await registerStaticFiles(app, {
      ...base,
      paths: {
        ...base.paths,
        webDist: web,
        playerDist: join(dir, 'player'),
        helpDir: join(dir, 'help'),
      },
    });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('sends the brotli file to a browser that accepts br, cached for a year', async () => {
    const res = await get('/gl/assets/app-Ab12Cd34.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends the gzip file when br is not accepted', async () => {
    const res = await get('/gl/assets/app-Ab12Cd34.js', 'gzip, deflate');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends the file as it is without Accept-Encoding', async () => {
    const res = await get('/gl/assets/app-Ab12Cd34.js');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.body).toBe(script);
  });

  it('does not serve the compressed copies under their own names', async () => {
    expect((await get('/gl/assets/app-Ab12Cd34.js.br')).statusCode).toBe(404);
    expect((await get('/gl/assets/app-Ab12Cd34.js.gz')).statusCode).toBe(404);
  });

  it('sends the app page compressed, with the deployment settings, and revalidated', async () => {
    const br = await get('/gl/login', 'br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain(
      'id="gp-config"',
    );
    const gz = await get('/gl/login', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('id="gp-config"');
    const plain = await get('/gl/login');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('id="gp-config"');
  });

  it("announces a screen's files in its own address's page, and nowhere else (issue 16)", async () => {
    const learn = await get('/gl/learn', 'br');
    const html = brotliDecompressSync(learn.rawPayload).toString();
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin href="/gl/assets/learn-page-Xy12.js">',
    );
    expect(html).toContain(
      '<link rel="preload" as="style" crossorigin href="/gl/assets/learn-page-Xy12.css">',
    );
    expect(html).not.toContain('elsewhere.example');
    expect(html).toContain('id="gp-config"');
    expect(learn.headers['cache-control']).toBe('no-cache');
    expect(learn.headers.vary).toBe('accept-encoding, cookie');
    expect((await get('/gl/learn/')).body).toContain('learn-page-Xy12.js');
    for (const other of ['/gl/login', '/gl/no-such-page', '/gl/'])
      expect((await get(other)).body).not.toContain('preload');
  });

  it("prefetches the player's files with the testing page only (issue 16)", async () => {
    const tag =
      '<link rel="prefetch" crossorigin href="/player/assets/index-Pl1.js">';
    expect((await get('/gl/testing')).body).toContain(tag);
    expect((await get('/gl/learn')).body).not.toContain('prefetch');
  });

  it('adds the strings of the language gp_cookie keeps, when the build has them (issue 16)', async () => {
    const page = (cookie: string) =>
      app
        .inject({ method: 'GET', url: '/gl/learn', headers: { cookie } })
        .then((r) => r.body);
    const gp = (language: unknown) =>
      `theme=dark; ${GP_COOKIE}=${formatGpCookie({ coachMarks: 1, language })}`;
    const ru = await page(gp('ru-RU'));
    expect(ru).toContain(
      '<link rel="modulepreload" crossorigin href="/gl/assets/strings-ru-RU-Ab.js">',
    );
    expect(ru).toContain('learn-page-Xy12.js');
    for (const other of [gp('xx-XX'), gp('__proto__'), gp('ru'), 'a=ru-RU'])
      expect(await page(other)).not.toContain('strings-');
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/gl/login',
          headers: { cookie: gp('ru-RU') },
        })
      ).body,
    ).not.toContain('strings-');
  });

  it('chooses brotli, then gzip, and honours q=0', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding(undefined)).toBeUndefined();
  });
});
