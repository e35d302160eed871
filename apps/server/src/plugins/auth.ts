import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { StudentRow } from '../db/repositories/students';
import { hashToken } from '../lib/tokens';
import { invalidToken } from './errors';

export interface AuthContext {
  sessionId: string;
  student: StudentRow;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    /** The route needs a signed-in student (DESIGN.md §3). */
    auth?: boolean;
  }
}

function bearer(request: FastifyRequest): string | undefined {
  const h = request.headers.authorization;
  if (!h) return undefined;
  const m = /^Bearer\s+(\S+)\s*$/i.exec(h);
  return m?.[1];
}

/** Resolves `Authorization: Bearer <Token>` to a live session on routes marked auth. */
export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
  app.addHook('preHandler', async (request) => {
    if (!request.routeOptions.config.auth) return;
    const token = bearer(request);
    if (!token || token.length > 200) throw invalidToken();
    const found = await app.repos.sessions.findActiveByTokenHash(
      hashToken(token),
    );
    if (!found) throw invalidToken();
    const idleMs = Date.now() - found.lastUsedAt.getTime();
    if (idleMs > 60_000) await app.repos.sessions.touch(found.sessionId);
    request.auth = { sessionId: found.sessionId, student: found.student };
  });
}

/** The signed-in student and session of a route marked auth. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw invalidToken();
  return request.auth;
}
