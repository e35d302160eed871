import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getHealth } from '@gp/api';
import type { Database } from '../../db/client';

/** The health check: no token, no database round trip, open during maintenance. */
export function healthRoutes(kind: Database['kind']) {
  return async (fastify: FastifyInstance) => {
    fastify
      .withTypeProvider<ZodTypeProvider>()
      .get(
        getHealth.path,
        { schema: { response: { 200: getHealth.response } } },
        async () => ({ Status: 'ok' as const, Database: kind }),
      );
  };
}
