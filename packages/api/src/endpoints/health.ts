import { z } from 'zod';
import { defineEndpoint } from '../define-endpoint';

/** For load balancers and uptime checks; answers during maintenance too. */
export const HealthResponse = z.object({
  Status: z.literal('ok'),
  Database: z.enum(['pglite', 'postgres']),
});

export const getHealth = defineEndpoint({
  method: 'GET',
  path: '/api/health',
  auth: false,
  body: undefined,
  query: undefined,
  response: HealthResponse,
});
