import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { namedQuery } from '../named-query';
import type { trackingEvents } from '../schema';

export type NewTrackingEvent = Omit<
  typeof trackingEvents.$inferInsert,
  'id' | 'studentId' | 'at'
>;

export type TrackingInsert =
  { stored: true } | { stored: false; retryAfterSeconds: number };

/** Tracking and analytics events (spec 01 §7), kept for reports. */
export function trackingRepository(db: Db) {
  return {
    /**
     * Stores a student's events unless that would put more than `perMinute`
     * of theirs in the last minute (issue 14: one token wrote 100,000 rows in
     * 9 s). Counted in the database under a per-student lock, so the limit
     * holds across instances and parallel requests (drizzle/0010).
     */
    async insertMany(
      studentId: string,
      events: NewTrackingEvent[],
      perMinute: number,
    ): Promise<TrackingInsert> {
      if (events.length === 0) return { stored: true };
      const rows = events.map((e) => ({
        track_type: e.trackType,
        context_key: e.contextKey ?? null,
        page: e.page ?? null,
        duration_ms: e.durationMs ?? null,
        local_stamp: e.localStamp,
      }));
      // One round trip: lock, count and insert run in the database function
      // of migration 0010, in the statement's own transaction.
      const [row] = await namedQuery<{
        stored: boolean;
        wait_seconds: number | null;
      }>(
        db,
        'store_tracking_events',
        sql`select stored, wait_seconds from store_tracking_events(${studentId}::uuid, ${JSON.stringify(rows)}::jsonb, ${perMinute}::integer)`,
      );
      if (!row?.stored)
        return {
          stored: false,
          retryAfterSeconds: Math.max(1, Math.ceil(row?.wait_seconds ?? 60)),
        } as const;
      return { stored: true } as const;
    },
  };
}
