import { randomBytes } from 'node:crypto';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { studentProfiles, students } from '../schema-accounts';
import { studyReports, type StoredStudyReport } from '../schema-study-reports';

export type StudyReportRow = typeof studyReports.$inferSelect;

/**
 * The capability in a report's address (issue 13): 256 random bits in
 * base64url, unrelated to any id, so it can be neither guessed nor derived.
 */
export function newReportKey(): string {
  return randomBytes(32).toString('base64url');
}

export function studyReportsRepository(db: Db) {
  return {
    /** A report by its key, with what its page shows of the student; undefined once the account is gone. */
    async findByKey(key: string) {
      const rows = await db
        .select({
          report: studyReports,
          student: {
            id: students.id,
            englishFirstName: students.englishFirstName,
            marketRegion: students.marketRegion,
          },
          profile: {
            educationRegionKey: studentProfiles.educationRegionKey,
          },
        })
        .from(studyReports)
        .innerJoin(students, eq(students.id, studyReports.studentId))
        .leftJoin(studentProfiles, eq(studentProfiles.studentId, students.id))
        .where(eq(studyReports.key, key))
        .limit(1);
      return rows[0];
    },

    async ofMonth(studentId: string, month: string) {
      const rows = await db
        .select()
        .from(studyReports)
        .where(
          and(
            eq(studyReports.studentId, studentId),
            eq(studyReports.month, month),
          ),
        )
        .limit(1);
      return rows[0];
    },

    /** The student's latest final report of a month before `month`. */
    async latestFinalBefore(studentId: string, month: string) {
      const rows = await db
        .select()
        .from(studyReports)
        .where(
          and(
            eq(studyReports.studentId, studentId),
            eq(studyReports.isFinal, true),
            lt(studyReports.month, month),
          ),
        )
        .orderBy(desc(studyReports.month))
        .limit(1);
      return rows[0];
    },

    /**
     * Stores the report of a month, once per (student, month): a report of
     * the month so far is refreshed, a final one is never changed. With
     * `isFinal`, two instances making the same month at once store it once
     * (the unique index decides); `made` says whether this call made it.
     */
    async save(
      studentId: string,
      month: string,
      data: StoredStudyReport,
      isFinal: boolean,
    ): Promise<{ row: StudyReportRow; made: boolean }> {
      const made = await db
        .insert(studyReports)
        .values({ key: newReportKey(), studentId, month, isFinal, data })
        .onConflictDoUpdate({
          target: [studyReports.studentId, studyReports.month],
          set: { data, isFinal, madeAt: sql`now()` },
          setWhere: sql`${studyReports.isFinal} = false`,
        })
        .returning();
      if (made[0]) return { row: made[0], made: true };
      const existing = await this.ofMonth(studentId, month);
      if (!existing) throw new Error(`study report ${month} vanished`);
      return { row: existing, made: false };
    },

    /** Marks a report read; 'other' when the key is another student's, 'none' when unknown. */
    async markRead(
      studentId: string,
      key: string,
    ): Promise<'read' | 'other' | 'none'> {
      const rows = await db
        .update(studyReports)
        .set({
          isRead: true,
          readAt: sql`coalesce(${studyReports.readAt}, now())`,
        })
        .where(
          and(eq(studyReports.key, key), eq(studyReports.studentId, studentId)),
        )
        .returning({ key: studyReports.key });
      if (rows.length > 0) return 'read';
      const found = await db
        .select({ key: studyReports.key })
        .from(studyReports)
        .where(eq(studyReports.key, key))
        .limit(1);
      return found.length > 0 ? 'other' : 'none';
    },
  };
}
