import { createReadStream, existsSync, readFileSync } from 'node:fs';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppConfig } from '@gp/api';
import type { Config } from '../config';

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
  // Compression only for files and pages: API answers are small JSON, and a
  // hook on every API call costs more than it saves.
  await app.register(async (scope) => {
    await scope.register(compress, { global: true, threshold: 1024 });
    await serveFiles(scope, config);
  });
}

async function serveFiles(app: FastifyInstance, config: Config): Promise<void> {
  const { webDist, playerDist, helpDir } = config.paths;
  const json = JSON.stringify(appConfigOf(config)).replace(/</g, '\\u003c');
  const indexFile = `${webDist}/index.html`;
  const index = existsSync(indexFile)
    ? readFileSync(indexFile, 'utf8').replace(
        '</head>',
        `<script type="application/json" id="gp-config">${json}</script></head>`,
      )
    : undefined;
  const sendIndex = (reply: FastifyReply) => {
    if (!index)
      return reply
        .code(503)
        .type('text/plain')
        .send('The web app is not built: run npm run build.');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(index);
  };

  if (existsSync(webDist)) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/gl/',
      index: false,
      wildcard: false,
      allowedPath: (path) => path !== '/index.html',
      setHeaders: cacheHeaders,
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
      setHeaders: cacheHeaders,
      decorateReply: false,
    });
    const index = `${dir}/index.html`;
    app.get(prefix, (_req, reply) => {
      if (!existsSync(index))
        return reply.code(404).type('text/plain').send('Not found');
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(createReadStream(index));
    });
  }
  app.get('/', (_req, reply) => reply.redirect('/gl/login'));
  app.get('/gl/', (_req, reply) => sendIndex(reply));
  app.get('/gl/*', (req, reply) => {
    // Existing files have their own routes (wildcard: false); a missing file is a
    // 404, and every other path is a page of the app.
    const path = (req.params as { '*': string })['*'];
    if (/\.[a-z0-9]+$/i.test(path)) {
      return reply.code(404).type('text/plain').send('Not found');
    }
    return sendIndex(reply);
  });
}
