import type { FastifyInstance } from 'fastify';
import { postTrackingEvents } from '@gp/api';
import { endpointRoute } from '../endpoint-route';

/** Tracking and analytics events from the app and the player, stored for reports. */
export async function trackingRoutes(fastify: FastifyInstance) {
  endpointRoute(fastify, postTrackingEvents, async (request) => {
    await fastify.repos.tracking.insertMany(
      request.auth.student.id,
      request.body.Events.map((e) => ({
        trackType: e.TrackType,
        contextKey: e.ContextKey ?? e.DiagnosticTestCourseKey ?? null,
        page: e.Page ?? null,
        durationMs:
          e.DurationMs === undefined ? null : Math.round(e.DurationMs),
        localStamp: e.LocalStamp,
      })),
    );
    return { Success: true as const };
  });
}
