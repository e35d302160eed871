import { eq } from 'drizzle-orm';
import type { Course, CourseStats } from '@gp/content';
import type { Db } from '../client';
import { appMeta } from '../schema';

/** What each app_meta key holds; set() writes only these shapes. */
export interface AppMetaValues {
  demo_accounts_seeded: { at: string };
  /** The intro, welcome and purchase-guide texts of the imported course. */
  course_texts: Course['texts'];
  content_version: { version: string; stats: CourseStats };
  /** The key that signs device cookies, shared by every instance (decision 015). */
  device_cookie_key: { key: string };
}
export type AppMetaKey = keyof AppMetaValues;
export type AppMetaValue = AppMetaValues[AppMetaKey];

/** Facts about this database: what was seeded, which content is loaded. */
export function appMetaRepository(db: Db) {
  return {
    async get<K extends AppMetaKey>(
      key: K,
    ): Promise<AppMetaValues[K] | undefined> {
      const rows = await db
        .select({ value: appMeta.value })
        .from(appMeta)
        .where(eq(appMeta.key, key))
        .limit(1);
      // The key decides the shape: set() is the only writer of a key.
      return rows[0]?.value as AppMetaValues[K] | undefined;
    },
    /** Stores the value unless the key has one; answers the stored value. */
    async setIfAbsent<K extends AppMetaKey>(
      key: K,
      value: AppMetaValues[K],
    ): Promise<AppMetaValues[K]> {
      await db.insert(appMeta).values({ key, value }).onConflictDoNothing();
      return (await this.get(key)) ?? value;
    },
    async set<K extends AppMetaKey>(
      key: K,
      value: AppMetaValues[K],
    ): Promise<void> {
      await db
        .insert(appMeta)
        .values({ key, value })
        .onConflictDoUpdate({
          target: appMeta.key,
          set: { value, updatedAt: new Date() },
        });
    },
  };
}
