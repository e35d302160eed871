import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { getHealth, getReadiness } from '@gp/api';
import type { Database } from '../../db/client';
import { Unavailable } from '../../lib/domain-errors';
import { endpointRoute } from '../endpoint-route';

/** How long readiness waits for the database before it answers 503. */
export const READINESS_TIMEOUT_MS = 2_000;

/**
 * Liveness (`/api/health`: no token, no database round trip, open during
 * maintenance) and readiness (`/api/health/ready`: the database answers a
 * query, or 503 Unavailable with Retry-After).
 */
export function healthRoutes(kind: Database['kind']) {
  return async (fastify: FastifyInstance) => {
    endpointRoute(fastify, getHealth, async () => ({
      Status: 'ok' as const,
      Database: kind,
    }));
    endpointRoute(fastify, getReadiness, async (request) => {
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          fastify.db.execute(sql`select 1`),
          new Promise((_, reject) => {
            timer = setTimeout(
              () => reject(new Error('database did not answer in time')),
              READINESS_TIMEOUT_MS,
            );
          }),
        ]);
      } catch (err) {
        request.log.warn({ err }, 'readiness: database unavailable');
        throw new Unavailable();
      } finally {
        clearTimeout(timer);
      }
      return { Status: 'ready' as const, Database: kind };
    });
  };
}
