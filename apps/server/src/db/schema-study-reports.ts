// Monthly study reports (issue 13).
import {
  boolean,
  index,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { StudyReportData } from '@gp/domain';
import { students } from './schema-accounts';
import { stamp } from './schema-columns';

/** A report's facts, with the text of each most-missed question (questions are in English). */
export interface StoredStudyReport extends StudyReportData {
  questionTexts: Record<string, string>;
}

/**
 * One report per student per calendar month (DESIGN.md §4 Study report).
 * `key` is the capability in the report's address: 256 random bits, never
 * derived from an id. The row goes with the account (cascade), so the link
 * stops working when the account is deleted. A report of the month so far
 * (`is_final` false) is refreshed when opened; the scheduler makes it final
 * on the 1st of the next month, once, whichever instance gets there first.
 */
export const studyReports = pgTable(
  'study_reports',
  {
    key: text('key').primaryKey(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    /** YYYY-MM in the student's local time. */
    month: text('month').notNull(),
    isFinal: boolean('is_final').notNull().default(false),
    isRead: boolean('is_read').notNull().default(false),
    data: jsonb('data').$type<StoredStudyReport>().notNull(),
    madeAt: stamp('made_at').notNull().defaultNow(),
    readAt: stamp('read_at'),
  },
  (t) => [
    uniqueIndex('study_reports_student_month_key').on(t.studentId, t.month),
    index('study_reports_month_idx').on(t.month, t.isFinal),
  ],
);
