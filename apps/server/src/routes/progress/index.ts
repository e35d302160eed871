import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getProgress } from '@gp/api';
import { responses } from '../../lib/responses';
import { authOf } from '../../plugins/auth';
import { studentProgress } from '../../learning/student-progress';

export async function progressRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    getProgress.path,
    {
      schema: { response: responses(getProgress.response) },
      config: { auth: true },
    },
    async (request) => studentProgress(fastify, authOf(request).student),
  );
}
