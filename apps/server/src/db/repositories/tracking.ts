import type { Db } from '../client';
import { trackingEvents } from '../schema';

export type NewTrackingEvent = Omit<
  typeof trackingEvents.$inferInsert,
  'id' | 'studentId' | 'at'
>;

/** Tracking and analytics events (spec 01 §7), kept for reports. */
export function trackingRepository(db: Db) {
  return {
    async insertMany(
      studentId: string,
      events: NewTrackingEvent[],
    ): Promise<void> {
      if (events.length === 0) return;
      await db
        .insert(trackingEvents)
        .values(events.map((e) => ({ ...e, studentId })));
    },
  };
}
