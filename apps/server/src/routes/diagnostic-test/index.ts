import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  getLastDiagnosticAnswers,
  getModuleLatestDiagnosticAnswers,
  saveDiagnosticTest,
  startDiagnosticTest,
} from '@gp/api';
import { responses } from '../../lib/responses';
import { authOf } from '../../plugins/auth';
import { notFound } from '../../plugins/errors';
import {
  saveDiagnosticTest as save,
  startDiagnosticTest as start,
} from '../../learning/diagnostic-test';
import { reviewOf } from '../../learning/test-review';

export async function diagnosticTestRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const auth = { config: { auth: true } };

  app.put(
    startDiagnosticTest.path,
    { schema: { response: responses(startDiagnosticTest.response) }, ...auth },
    async (request) => start(fastify, authOf(request).student),
  );

  app.put(
    saveDiagnosticTest.path,
    {
      schema: {
        body: saveDiagnosticTest.body,
        response: responses(saveDiagnosticTest.response),
      },
      bodyLimit: 1024 * 1024,
      ...auth,
    },
    async (request) => save(fastify, authOf(request).student, request.body),
  );

  app.get(
    getLastDiagnosticAnswers.path,
    {
      schema: { response: responses(getLastDiagnosticAnswers.response) },
      ...auth,
    },
    async (request) => {
      const test = await fastify.repos.diagnosticTests.latestSubmitted(
        authOf(request).student.id,
      );
      if (!test) throw notFound('No diagnostic test has been submitted yet.');
      return reviewOf(fastify, test);
    },
  );

  app.get(
    getModuleLatestDiagnosticAnswers.path,
    {
      schema: {
        querystring: getModuleLatestDiagnosticAnswers.query,
        response: responses(getModuleLatestDiagnosticAnswers.response),
      },
      ...auth,
    },
    async (request) => {
      const { moduleKey } = request.query;
      const test = await fastify.repos.diagnosticTests.latestWithModule(
        authOf(request).student.id,
        moduleKey,
      );
      if (!test)
        throw notFound(`No diagnostic test has covered ${moduleKey} yet.`);
      return reviewOf(fastify, test, moduleKey);
    },
  );
}
