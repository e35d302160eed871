import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endSessionsAndSignIn, logout, signIn } from '@gp/api';
import { responses } from '../../lib/responses';
import { authOf } from '../../plugins/auth';
import { authenticate, openSession } from './sign-in';

export async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    signIn.path,
    { schema: { body: signIn.body, response: responses(signIn.response) } },
    async (request) => {
      const student = await authenticate(
        fastify,
        request,
        request.body.UserName,
        request.body.Password,
      );
      return openSession(fastify, request, student);
    },
  );

  // "Log out of all devices" (DESIGN.md §4): the password again, then a fresh session.
  app.post(
    endSessionsAndSignIn.path,
    {
      schema: {
        body: endSessionsAndSignIn.body,
        response: responses(endSessionsAndSignIn.response),
      },
    },
    async (request) => {
      const student = await authenticate(
        fastify,
        request,
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
    },
  );

  app.delete(
    logout.path,
    {
      schema: { response: responses(logout.response) },
      config: { auth: true },
    },
    async (request) => {
      const { sessionId } = authOf(request);
      await fastify.repos.sessions.end(sessionId);
      fastify.forgetSessions({ sessionId });
      return { Success: true as const };
    },
  );
}
