import { z } from 'zod';
import { defineEndpoint } from '../define-endpoint';
import { lazySchema } from '../lazy-schema';

/** For load balancers and uptime checks; answers during maintenance too. */
export const HealthResponse = lazySchema(() =>
  z.object({
    Status: z.literal('ok'),
    Database: z.enum(['pglite', 'postgres']),
  }),
);

/** Liveness: the process answers. No database round trip. */
export const getHealth = defineEndpoint({
  method: 'GET',
  path: '/api/health',
  auth: false,
  body: undefined,
  query: undefined,
  response: HealthResponse,
});

export const ReadinessResponse = lazySchema(() =>
  z.object({
    Status: z.literal('ready'),
    Database: z.enum(['pglite', 'postgres']),
  }),
);

/**
 * Readiness: the database answers a query. 503 `Unavailable` with
 * Retry-After when it does not, so a load balancer sends traffic elsewhere.
 */
export const getReadiness = defineEndpoint({
  method: 'GET',
  path: '/api/health/ready',
  auth: false,
  body: undefined,
  query: undefined,
  response: ReadinessResponse,
});
