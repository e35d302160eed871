import type { FastifyInstance } from 'fastify';
import { postClientLog } from '@gp/api';
import { forwardToErrorLog } from '../../lib/error-log';
import { hashToken } from '../../lib/tokens';
import { bearer } from '../../plugins/auth';
import { ApiError } from '../../plugins/errors';
import { endpointRoute } from '../endpoint-route';

/** Reports one address may send per window: plenty for a page in trouble, not a flood. */
export const CLIENT_LOG_LIMIT = 30;
const WINDOW_MS = 60_000;

/** A fixed window per client address, in memory (it only protects this instance's log). */
function createLimiter(limit: number, windowMs: number) {
  const windows = new Map<string, { start: number; count: number }>();
  return (key: string, now = Date.now()): number | null => {
    const w = windows.get(key);
    if (!w || now - w.start >= windowMs) {
      if (windows.size >= 10_000) windows.clear();
      windows.set(key, { start: now, count: 1 });
      return null;
    }
    w.count += 1;
    return w.count > limit
      ? Math.max(1, Math.ceil((w.start + windowMs - now) / 1000))
      : null;
  };
}

/** Failed requests and client exceptions become structured logs (DESIGN.md §4). */
export async function clientLogRoutes(fastify: FastifyInstance) {
  const overLimit = createLimiter(CLIENT_LOG_LIMIT, WINDOW_MS);
  endpointRoute(
    fastify,
    postClientLog,
    async (request) => {
      const RetryAfterSeconds = overLimit(request.ip);
      if (RetryAfterSeconds !== null)
        throw new ApiError(429, {
          Code: 'TooManyAttempts',
          Message: 'Too many error reports. Please wait a minute.',
          RetryAfterSeconds,
        });
      // The report names its student when the page sent a live token; otherwise it names none.
      const token = bearer(request);
      const session =
        token && token.length <= 200
          ? await fastify.repos.sessions.findActiveByTokenHash(hashToken(token))
          : undefined;
      const entry = {
        ...request.body,
        Url: request.body.Url?.replace(/([?&]token=)[^&]*/gi, '$1[redacted]'),
      };
      request.log.warn(
        { client: entry, studentId: session?.student.id },
        `client ${entry.Kind}: ${entry.Message}`,
      );
      forwardToErrorLog(fastify, entry);
      return { Success: true as const };
    },
    { bodyLimit: 32 * 1024 },
  );
}
