import { sql } from 'drizzle-orm';
import type { Db } from '../client';
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
     * holds across instances and parallel requests.
     */
    async insertMany(
      studentId: string,
      events: NewTrackingEvent[],
      perMinute: number,
    ): Promise<TrackingInsert> {
      if (events.length === 0) return { stored: true };
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtextextended(${`tracking:${studentId}`}, 0))`,
        );
        // Counted and written in one statement (one round trip, not two).
        // It starts after the lock is held, so its snapshot holds every
        // event of the requests that held the lock before it.
        const rows = events.map((e) => ({
          track_type: e.trackType,
          context_key: e.contextKey ?? null,
          page: e.page ?? null,
          duration_ms: e.durationMs ?? null,
          local_stamp: e.localStamp,
        }));
        const result = await tx.execute(sql`
          with recent as (
            select count(*)::int as n,
              extract(epoch from min(at) + interval '1 minute' - clock_timestamp())::float8 as wait
            from tracking_events
            where student_id = ${studentId}
              and at > clock_timestamp() - interval '1 minute'
          ), stored as (
            insert into tracking_events
              (student_id, track_type, context_key, page, duration_ms, local_stamp, at)
            select ${studentId}, e.track_type, e.context_key, e.page,
              e.duration_ms, e.local_stamp, clock_timestamp()
            from recent, jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as e(
              track_type text, context_key text, page text,
              duration_ms integer, local_stamp text)
            where recent.n + ${events.length} <= ${perMinute}
            returning 1
          )
          select n, wait, (select count(*)::int from stored) as stored from recent`);
        // Both drivers answer { rows }.
        const [row] = (
          result as unknown as {
            rows: { n: number; wait: number | null; stored: number }[];
          }
        ).rows;
        if (!row?.stored)
          return {
            stored: false,
            retryAfterSeconds: Math.max(1, Math.ceil(row?.wait ?? 60)),
          } as const;
        return { stored: true } as const;
      });
    },
  };
}
