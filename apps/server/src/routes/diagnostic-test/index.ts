import type { FastifyInstance } from 'fastify';
import {
  getLastDiagnosticAnswers,
  getModuleLatestDiagnosticAnswers,
  saveDiagnosticTest,
  startDiagnosticTest,
} from '@gp/api';
import { NotFound } from '../../lib/domain-errors';
import {
  saveDiagnosticTest as save,
  startDiagnosticTest as start,
} from '../../learning/diagnostic-test';
import { reviewOf } from '../../learning/test-review';
import { endpointRoute } from '../endpoint-route';

export async function diagnosticTestRoutes(fastify: FastifyInstance) {
  endpointRoute(fastify, startDiagnosticTest, async (request) =>
    start(fastify, request.auth.student),
  );

  endpointRoute(
    fastify,
    saveDiagnosticTest,
    async (request) => save(fastify, request.auth.student, request.body),
    { bodyLimit: 1024 * 1024 },
  );

  endpointRoute(fastify, getLastDiagnosticAnswers, async (request) => {
    const test = await fastify.repos.diagnosticTests.latestSubmitted(
      request.auth.student.id,
    );
    if (!test) throw new NotFound('No diagnostic test has been submitted yet.');
    return reviewOf(fastify, test);
  });

  endpointRoute(fastify, getModuleLatestDiagnosticAnswers, async (request) => {
    const { moduleKey } = request.query;
    const test = await fastify.repos.diagnosticTests.latestWithModule(
      request.auth.student.id,
      moduleKey,
    );
    if (!test)
      throw new NotFound(`No diagnostic test has covered ${moduleKey} yet.`);
    return reviewOf(fastify, test, moduleKey);
  });
}
