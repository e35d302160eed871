import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { StudentRow } from '../db/repositories/students';
import { tickBatch } from '../lib/tick-batch';
import { hashToken } from '../lib/tokens';
import { TtlCache } from '../lib/ttl-cache';
import { invalidToken } from './errors';

export interface AuthContext {
  sessionId: string;
  student: StudentRow;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Drops cached sessions after they were ended or the student changed. */
    forgetSessions(match: { sessionId?: string; studentId?: string }): void;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    /** The route needs a signed-in student (DESIGN.md §3). */
    auth?: boolean;
  }
}

/** The token of `Authorization: Bearer <Token>`, if the request has one. */
export function bearer(request: FastifyRequest): string | undefined {
  const h = request.headers.authorization;
  if (!h) return undefined;
  const m = /^Bearer\s+(\S+)\s*$/i.exec(h);
  return m?.[1];
}

/**
 * How long a looked-up session and its student are kept. Whether the session
 * was ended is still read on every use (a primary-key lookup), so a logout
 * on another instance is refused on the very next call (docs/decisions/004).
 * The requests of one event-loop turn share that read, and the token
 * lookups of those not cached share another (lib/tick-batch.ts): each is
 * sent after all of its requests arrived.
 */
export const SESSION_CACHE_MS = 5_000;

type CachedSession = AuthContext & { lastUsedAt: Date };

/** Resolves `Authorization: Bearer <Token>` to a live session on routes marked auth. */
export function registerAuth(app: FastifyInstance): void {
  const cache = new TtlCache<CachedSession>(SESSION_CACHE_MS, 50_000);
  const { sessions } = app.repos;
  const isLive = tickBatch(async (ids) => {
    const live = await sessions.liveOf(ids);
    return new Map(ids.map((id) => [id, live.has(id)]));
  });
  const findActive = tickBatch(
    async (tokenHashes) =>
      new Map(
        (await sessions.findActiveByTokenHashes(tokenHashes)).map((r) => [
          r.tokenHash,
          r,
        ]),
      ),
  );
  app.decorate(
    'forgetSessions',
    (match: { sessionId?: string; studentId?: string }) =>
      cache.deleteWhere(
        (s) =>
          s.sessionId === match.sessionId || s.student.id === match.studentId,
      ),
  );
  app.decorateRequest('auth', null);
  // onRequest: an unauthenticated call answers 401 before its body is even parsed or validated.
  app.addHook('onRequest', async (request) => {
    if (!request.routeOptions.config.auth) return;
    const token = bearer(request);
    if (!token || token.length > 200) throw invalidToken();
    const tokenHash = hashToken(token);
    let found = cache.get(tokenHash);
    if (found && !(await isLive(found.sessionId))) {
      cache.delete(tokenHash);
      throw invalidToken();
    }
    if (!found) {
      const row = await findActive(tokenHash);
      if (!row) throw invalidToken();
      found = {
        sessionId: row.sessionId,
        student: row.student,
        lastUsedAt: row.lastUsedAt,
      };
      if (Date.now() - row.lastUsedAt.getTime() > 60_000) {
        // Sliding expiry: written at most once a minute per session.
        await sessions.touch(row.sessionId);
        found.lastUsedAt = new Date();
      }
      cache.set(tokenHash, found);
    }
    request.auth = { sessionId: found.sessionId, student: found.student };
  });
}
