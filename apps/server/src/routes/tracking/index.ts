import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { postTrackingEvents } from '@gp/api';
import { responses } from '../../lib/responses';
import { authOf } from '../../plugins/auth';
import { trackingEvents } from '../../db/schema';

/** Tracking and analytics events from the app and the player, stored for reports. */
export async function trackingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    postTrackingEvents.path,
    {
      schema: {
        body: postTrackingEvents.body,
        response: responses(postTrackingEvents.response),
      },
      config: { auth: true },
    },
    async (request) => {
      const studentId = authOf(request).student.id;
      await fastify.db.insert(trackingEvents).values(
        request.body.Events.map((e) => ({
          studentId,
          trackType: e.TrackType,
          contextKey: e.ContextKey ?? e.DiagnosticTestCourseKey ?? null,
          page: e.Page ?? null,
          durationMs:
            e.DurationMs === undefined ? null : Math.round(e.DurationMs),
          localStamp: e.LocalStamp,
        })),
      );
      return { Success: true as const };
    },
  );
}
