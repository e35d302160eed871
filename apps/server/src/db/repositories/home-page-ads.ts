import { and, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { homePageAdReads } from '../schema-home-page-ads';

/** Which home-page ads a student has read (spec 02 §3 Home page ads). */
export function homePageAdsRepository(db: Db) {
  return {
    async isRead(studentId: string, adKey: string): Promise<boolean> {
      const rows = await db
        .select({ adKey: homePageAdReads.adKey })
        .from(homePageAdReads)
        .where(
          and(
            eq(homePageAdReads.studentId, studentId),
            eq(homePageAdReads.adKey, adKey),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    /** Marks the ad read; a second save keeps the first read time (idempotent). */
    async markRead(studentId: string, adKey: string): Promise<void> {
      await db
        .insert(homePageAdReads)
        .values({ studentId, adKey })
        .onConflictDoNothing();
    },
  };
}
