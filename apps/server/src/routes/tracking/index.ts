import type { FastifyInstance } from 'fastify';
import { postTrackingEvents } from '@gp/api';
import { TooManyRequests } from '../../lib/domain-errors';
import { endpointRoute } from '../endpoint-route';

/**
 * Tracking and analytics events from the app and the player, stored for
 * reports: at most 50 a request (the contract) and TRACKING_EVENTS_PER_MINUTE
 * a student over every instance, else 429 with Retry-After.
 */
export async function trackingRoutes(fastify: FastifyInstance) {
  endpointRoute(fastify, postTrackingEvents, async (request) => {
    const result = await fastify.repos.tracking.insertMany(
      request.auth.student.id,
      request.body.Events.map((e) => ({
        trackType: e.TrackType,
        contextKey: e.ContextKey ?? e.DiagnosticTestCourseKey ?? null,
        page: e.Page ?? null,
        durationMs:
          e.DurationMs === undefined ? null : Math.round(e.DurationMs),
        localStamp: e.LocalStamp,
      })),
      fastify.config.trackingEventsPerMinute,
    );
    if (!result.stored)
      throw new TooManyRequests(
        'Too many tracking events. Please send them again later.',
        result.retryAfterSeconds,
      );
    return { Success: true as const };
  });
}
