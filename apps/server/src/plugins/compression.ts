import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { preferredEncoding } from './static-files';

/**
 * Below this a compressed body saves less than a round trip's worth of
 * bytes, and the headers it adds eat into the rest.
 */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * The cheapest settings within about a tenth of the best size, measured on a
 * progress answer of 31.6 KB (issue 16): brotli quality 3 writes 3.7 KB for
 * 0.30 ms of CPU (quality 5: 3.4 KB for 0.78 ms; 11 takes tens of ms), gzip
 * level 4 writes 4.4 KB for 0.38 ms (level 6: 4.0 KB for 0.56 ms). The
 * built files are compressed once at build time instead (static-files.ts).
 */
const BROTLI_OPTIONS = {
  params: {
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_QUALITY]: 3,
  },
};
const GZIP_LEVEL = 4;

const isJson = (reply: FastifyReply) =>
  /^application\/json\b/.test(String(reply.getHeader('content-type') ?? ''));

/**
 * Compresses JSON answers of at least COMPRESS_MIN_BYTES for a client that
 * accepts brotli or gzip (the learn page's progress is 32 KB, its grade
 * list 18 KB: Lighthouse counted them against the first page). Synchronous:
 * on bodies this size a trip to the thread pool costs more than the work.
 * Register after every onSend hook that reads the JSON text.
 */
export function registerCompression(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    const size =
      typeof payload === 'string'
        ? Buffer.byteLength(payload)
        : Buffer.isBuffer(payload)
          ? payload.length
          : 0;
    if (
      size < COMPRESS_MIN_BYTES ||
      reply.hasHeader('content-encoding') ||
      !isJson(reply)
    )
      return done(null, payload);
    // A cache must keep the forms apart, whether or not this one is compressed.
    reply.header('vary', 'accept-encoding');
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (!encoding) return done(null, payload);
    const body = payload as string | Buffer;
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    done(
      null,
      encoding === 'br'
        ? brotliCompressSync(body, BROTLI_OPTIONS)
        : gzipSync(body, { level: GZIP_LEVEL }),
    );
  });
}
