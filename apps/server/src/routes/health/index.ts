import type { FastifyInstance } from 'fastify';
import { getHealth } from '@gp/api';
import type { Database } from '../../db/client';
import { endpointRoute } from '../endpoint-route';

/** The health check: no token, no database round trip, open during maintenance. */
export function healthRoutes(kind: Database['kind']) {
  return async (fastify: FastifyInstance) => {
    endpointRoute(fastify, getHealth, async () => ({
      Status: 'ok' as const,
      Database: kind,
    }));
  };
}
