import type { FastifyInstance } from 'fastify';
import {
  getCustomTestAnswers,
  getCustomTestScores,
  saveCustomTest,
  startCustomTest,
} from '@gp/api';
import { customTestModuleScores } from '@gp/domain';
import {
  customTestAnswers,
  saveCustomTest as save,
  startCustomTest as start,
} from '../../learning/custom-test';
import { endpointRoute } from '../endpoint-route';

/** Custom tests (DESIGN.md §3b, spec 02 §3 Custom test). */
export async function customTestRoutes(fastify: FastifyInstance) {
  endpointRoute(fastify, getCustomTestScores, async (request) =>
    customTestModuleScores(
      await fastify.repos.customTests.submitted(request.auth.student.id),
    ),
  );

  endpointRoute(fastify, startCustomTest, async (request) =>
    start(fastify, request.auth.student, request.body),
  );

  endpointRoute(
    fastify,
    saveCustomTest,
    async (request) => save(fastify, request.auth.student, request.body),
    { bodyLimit: 1024 * 1024 },
  );

  endpointRoute(fastify, getCustomTestAnswers, async (request) =>
    customTestAnswers(
      fastify,
      request.auth.student,
      request.params.CustomTestKey,
    ),
  );
}
