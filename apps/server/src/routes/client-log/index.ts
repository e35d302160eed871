import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { postClientLog } from '@gp/api';
import { responses } from '../../lib/responses';
import { forwardToErrorLog } from '../../lib/error-log';

/** Failed requests and client exceptions become structured logs (DESIGN.md §4). */
export async function clientLogRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    postClientLog.path,
    {
      schema: {
        body: postClientLog.body,
        response: responses(postClientLog.response),
      },
      bodyLimit: 32 * 1024,
    },
    async (request) => {
      const entry = {
        ...request.body,
        Url: request.body.Url?.replace(/([?&]token=)[^&]*/gi, '$1[redacted]'),
      };
      request.log.warn(
        { client: entry },
        `client ${entry.Kind}: ${entry.Message}`,
      );
      forwardToErrorLog(fastify, entry);
      return { Success: true as const };
    },
  );
}
