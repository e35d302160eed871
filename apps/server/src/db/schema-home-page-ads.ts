// Home-page ad state per student (issue 13, spec 02 §3 Home page ads).
import { pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { students } from './schema-accounts';
import { stamp } from './schema-columns';

/*
 * One row when a student has read (closed) an ad, keyed by the ad so that a
 * later ad is unread again for everyone. No row: unread. Deleting the
 * student deletes their rows.
 */
export const homePageAdReads = pgTable(
  'home_page_ad_reads',
  {
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    adKey: text('ad_key').notNull(),
    readAt: stamp('read_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.adKey] })],
);
