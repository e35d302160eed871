import { existsSync, readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '@gp/api';
import type { Config } from '../config';
import { playerPrefetchTags } from './player-prefetch';
import { screenPages } from './screen-pages';

export function appConfigOf(config: Config): AppConfig {
  return {
    // spec 01 §2: the region page is skipped on the China domain, whose region is China (1).
    FixedMarketRegion:
      config.fixedMarketRegion ?? (config.chinaDomain ? 1 : null),
    IsChinaDomain: config.chinaDomain,
    FilingNumber: config.filingNumber,
    PortalLoginUrl: config.portalLoginUrl,
    HelpCenterUrl: config.helpCenterUrl,
    ChinaBusinessUnit: config.chinaBusinessUnit,
    Maintenance: config.maintenance,
    Version: '0.1.0',
  };
}

type Encoding = 'br' | 'gzip';

/**
 * The encoding to answer with by the request's Accept-Encoding: brotli before
 * gzip, neither when the client names none (or refuses it with q=0).
 */
export function preferredEncoding(
  header: string | string[] | undefined,
): Encoding | undefined {
  const accepted = new Map<string, number>();
  for (const part of String(header ?? '')
    .toLowerCase()
    .split(',')) {
    const [name, ...params] = part.split(';').map((x) => x.trim());
    if (!name) continue;
    const q = params.find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const quality = (e: Encoding) => accepted.get(e) ?? accepted.get('*') ?? 0;
  const best = (['br', 'gzip'] as const).reduce<Encoding | undefined>(
    (a, e) => (quality(e) > 0 && (!a || quality(e) > quality(a)) ? e : a),
    undefined,
  );
  return best;
}

/** An HTML page kept in memory with its brotli and gzip forms, compressed once. */
interface Page {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

function pageOf(html: string): Page {
  const identity = Buffer.from(html, 'utf8');
  return {
    identity,
    br: brotliCompressSync(identity, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      },
    }),
    gzip: gzipSync(identity, { level: constants.Z_BEST_COMPRESSION }),
  };
}

function sendPage(
  req: FastifyRequest,
  reply: FastifyReply,
  page: Page,
  vary = 'accept-encoding',
) {
  const encoding = preferredEncoding(req.headers['accept-encoding']);
  reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', vary);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(encoding ? page[encoding] : page.identity);
}

/** Hashed assets never change: cache them for a year; everything else revalidates. */
function cacheHeaders(reply: FastifyReply, path: string) {
  if (/[/\\]assets[/\\]/.test(path))
    reply.header('cache-control', 'public, max-age=31536000, immutable');
  else reply.header('cache-control', 'no-cache');
}

/**
 * Serves the web app under /gl/ (every unknown /gl/ path gets index.html and
 * the client router sends it to /gl/login), the player under /player/ and the
 * help center under /help/.
 */
export async function registerStaticFiles(
  app: FastifyInstance,
  config: Config,
): Promise<void> {
  // The builds carry brotli and gzip copies of their files (written by
  // tools/vite-precompress.ts) and the pages are compressed once at start:
  // nothing is compressed per request (issue 16). API answers are small JSON.
  await serveFiles(app, config);
}

/** Options shared by the folders served as files: the precompressed copies, and no direct requests for them. */
const fileOptions = {
  preCompressed: true,
  setHeaders: cacheHeaders,
} as const;
const isCompressedCopy = (path: string) => /\.(br|gz)$/.test(path);

async function serveFiles(app: FastifyInstance, config: Config): Promise<void> {
  const { webDist, playerDist, helpDir } = config.paths;
  const json = JSON.stringify(appConfigOf(config)).replace(/</g, '\\u003c');
  const indexFile = `${webDist}/index.html`;
  const html = existsSync(indexFile)
    ? readFileSync(indexFile, 'utf8').replace(
        '</head>',
        `<script type="application/json" id="gp-config">${json}</script></head>`,
      )
    : undefined;
  const index = html === undefined ? undefined : pageOf(html);
  // A screen's address gets a copy naming its files (issue 16).
  const screenPage =
    html === undefined
      ? undefined
      : screenPages(webDist, html, pageOf, {
          testing: playerPrefetchTags(playerDist),
        });
  const sendIndex = (req: FastifyRequest, reply: FastifyReply, path = '') => {
    if (!index)
      return reply
        .code(503)
        .type('text/plain')
        .send('The web app is not built: run npm run build.');
    const page = screenPage?.(path, req.headers.cookie);
    // The copy depends on the language cookie.
    if (page) return sendPage(req, reply, page, 'accept-encoding, cookie');
    return sendPage(req, reply, index);
  };

  if (existsSync(webDist)) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/gl/',
      index: false,
      wildcard: false,
      allowedPath: (path) => path !== '/index.html' && !isCompressedCopy(path),
      ...fileOptions,
    });
  }
  // Each folder's index page is its own route: with the router ignoring
  // trailing slashes, the static plugin's directory index answered 404.
  for (const [prefix, dir] of [
    ['/player/', playerDist],
    ['/help/', helpDir],
  ] as const) {
    if (!existsSync(dir)) continue;
    await app.register(fastifyStatic, {
      root: dir,
      prefix,
      index: false,
      allowedPath: (path) => !isCompressedCopy(path),
      ...fileOptions,
      decorateReply: false,
    });
    // Read and compressed on the first request, as the web app's page at start.
    const indexFile = `${dir}/index.html`;
    let index: Page | undefined;
    app.get(prefix, (req, reply) => {
      if (!index && existsSync(indexFile))
        index = pageOf(readFileSync(indexFile, 'utf8'));
      if (!index) return reply.code(404).type('text/plain').send('Not found');
      return sendPage(req, reply, index);
    });
  }
  app.get('/', (_req, reply) => reply.redirect('/gl/login'));
  app.get('/gl/', (req, reply) => sendIndex(req, reply));
  app.get('/gl/*', (req, reply) => {
    // Existing files have their own routes (wildcard: false); a missing file is a
    // 404, and every other path is a page of the app.
    const path = (req.params as { '*': string })['*'];
    if (/\.[a-z0-9]+$/i.test(path)) {
      return reply.code(404).type('text/plain').send('Not found');
    }
    return sendIndex(req, reply, path.replace(/\/+$/, ''));
  });
}
