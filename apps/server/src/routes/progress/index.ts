import type { FastifyInstance } from 'fastify';
import { getProgress } from '@gp/api';
import { studentProgress } from '../../learning/student-progress';
import { endpointRoute } from '../endpoint-route';

export async function progressRoutes(fastify: FastifyInstance) {
  endpointRoute(fastify, getProgress, async (request) =>
    studentProgress(fastify, request.auth.student),
  );
}
