import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/**
 * The headers of every API answer (OWASP REST Security): JSON is never
 * rendered, so it needs no page policy beyond refusing to be framed or sniffed.
 * Set in one step: helmet's dozen hooks would cost more than the rest of a
 * cached GET.
 */
export const API_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-frame-options': 'DENY',
  'referrer-policy': 'same-origin',
  'cache-control': 'no-store',
  'cross-origin-resource-policy': 'same-origin',
} as const;

/** HSTS max-age: two years, as the HSTS preload list asks (at least one). */
export const HSTS_MAX_AGE_SECONDS = 63_072_000;

/**
 * Security headers for pages and files, with a strict CSP that still lets the
 * app frame its own player (ENVIRONMENT.md: helmet's default forbids framing).
 */
export async function registerSecurity(
  app: FastifyInstance,
  config: Config,
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // The browser sends learning records to this server's /xapi/ store
        // only; the server's outbox forwards them to LRS_ENDPOINT, so the
        // page never needs to reach the LRS itself.
        connectSrc: ["'self'"],
        frameSrc: ["'self'"],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    frameguard: { action: 'sameorigin' },
    referrerPolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
    hsts: config.publicOrigin?.startsWith('https:')
      ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true }
      : false,
  });
}
