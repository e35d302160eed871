import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { trackingEvents } from '../schema';

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
        const [row] = await tx
          .select({
            n: sql<number>`count(*)::int`,
            wait: sql<
              number | null
            >`extract(epoch from min(${trackingEvents.at}) + interval '1 minute' - clock_timestamp())::float8`,
          })
          .from(trackingEvents)
          .where(
            and(
              eq(trackingEvents.studentId, studentId),
              gt(
                trackingEvents.at,
                sql`clock_timestamp() - interval '1 minute'`,
              ),
            ),
          );
        if ((row?.n ?? 0) + events.length > perMinute)
          return {
            stored: false,
            retryAfterSeconds: Math.max(1, Math.ceil(row?.wait ?? 60)),
          } as const;
        await tx.insert(trackingEvents).values(
          events.map((e) => ({
            ...e,
            studentId,
            at: sql`clock_timestamp()`,
          })),
        );
        return { stored: true } as const;
      });
    },
  };
}
