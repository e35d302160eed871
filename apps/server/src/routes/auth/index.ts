import type { FastifyInstance } from 'fastify';
import { endSessionsAndSignIn, logout, signIn } from '@gp/api';
import { loggedOutStatement } from '@gp/domain';
import type { Db } from '../../db/client';
import { endpointRoute } from '../endpoint-route';
import { authenticate, openSession } from './sign-in';

export async function authRoutes(fastify: FastifyInstance) {
  endpointRoute(fastify, signIn, async (request, reply) => {
    const student = await authenticate(
      fastify,
      request,
      reply,
      request.body.UserName,
      request.body.Password,
    );
    return openSession(fastify, request, student);
  });

  // "Log out of all devices" (DESIGN.md §4): the password again, then a fresh session.
  endpointRoute(fastify, endSessionsAndSignIn, async (request, reply) => {
    const student = await authenticate(
      fastify,
      request,
      reply,
      request.body.UserName,
      request.body.Password,
    );
    const ended = await fastify.repos.sessions.endAll(student.id);
    fastify.forgetSessions({ studentId: student.id });
    request.log.info(
      { studentId: student.id, ended },
      'ended all sessions of a student',
    );
    return openSession(fastify, request, student);
  });

  endpointRoute(fastify, logout, async (request) => {
    const { sessionId, student } = request.auth;
    // The session ends with its learning record, in one transaction (DESIGN.md §4).
    await fastify.db.transaction(async (tx) => {
      if (await fastify.repos.sessions.end(sessionId, tx as unknown as Db))
        await fastify.learningRecords.record(
          student.id,
          [loggedOutStatement(fastify.learningRecords.base(student.id))],
          tx as unknown as Db,
        );
    });
    fastify.forgetSessions({ sessionId });
    return { Success: true as const };
  });
}
