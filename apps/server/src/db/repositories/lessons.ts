import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { namedQuery } from '../named-query';
import { statementsCte, type PendingStatements } from './learning-records';
import { activities, lessons } from '../schema-course';
import {
  lessonStarts,
  practiceProgress,
  practiceSaves,
  type LessonAnswer,
  type StoredPracticeResult,
  type StoredQuizResult,
} from '../schema-lessons';

export type LessonStartRow = typeof lessonStarts.$inferSelect;

/** The latest saved quiz of a lesson: the lesson's score (spec 02 §3 Remediation module). */
export interface QuizScoreRow {
  moduleKey: string;
  lessonKey: string;
  score: number;
  totalScore: number;
}

/** Practice and quiz starts and saves of students (issue 11), and the lesson content they study. */
export function lessonsRepository(db: Db) {
  const findStartQuery = db
    .select()
    .from(lessonStarts)
    .where(eq(lessonStarts.key, sql.placeholder('key')))
    .limit(1)
    .prepare('lesson_starts_find');
  return {
    /** Every lesson and activity of the course, retired ones included (for the lesson catalog). */
    async content() {
      const [lessonRows, activityRows] = await Promise.all([
        db.select().from(lessons).orderBy(asc(lessons.key)),
        db
          .select()
          .from(activities)
          .orderBy(asc(activities.lessonKey), asc(activities.position)),
      ]);
      return { lessons: lessonRows, activities: activityRows };
    },

    async insertStart(row: typeof lessonStarts.$inferInsert): Promise<void> {
      await db.insert(lessonStarts).values(row);
    },

    async findStart(key: string): Promise<LessonStartRow | undefined> {
      return (await findStartQuery.execute({ key }))[0];
    },

    /** The latest saved quiz of each lesson the student took. */
    async quizScores(studentId: string): Promise<QuizScoreRow[]> {
      return namedQuery<QuizScoreRow>(
        db,
        'lesson_quiz_scores',
        sql`
        select distinct on (lesson_key)
          module_key as "moduleKey", lesson_key as "lessonKey",
          score, total_score as "totalScore"
        from lesson_starts
        where student_id = ${studentId} and submitted_at is not null
        order by lesson_key, submitted_at desc`,
      );
    },

    /**
     * Stores a scored quiz on its start in one statement; only the first save
     * of a start is stored (claimed with `submitted_at is null`).
     */
    async submitQuiz(
      startKey: string,
      idempotencyKey: string,
      scored: {
        score: number;
        totalScore: number;
        answers: LessonAnswer[];
        result: StoredQuizResult;
      },
      /** Its learning records, stored only when this save is the one stored. */
      records: PendingStatements,
    ): Promise<boolean> {
      const rows = await namedQuery<{ key: string }>(
        db,
        'lesson_starts_submit',
        sql`
        with claimed as (
          update lesson_starts
          set submitted_at = now(), idempotency_key = ${idempotencyKey},
            score = ${scored.score}, total_score = ${scored.totalScore},
            answers = ${JSON.stringify(scored.answers)}::json,
            result = ${JSON.stringify(scored.result)}::json
          where key = ${startKey} and part = 'quiz' and submitted_at is null
          returning key
        ), ${statementsCte('claimed', records)}
        select key from claimed`,
      );
      return rows.length > 0;
    },

    /** Finished practice activity keys of the student in the given modules. */
    async practiceOf(studentId: string, moduleKeys: string[]) {
      if (moduleKeys.length === 0) return [];
      return db
        .select({
          activityKey: practiceProgress.activityKey,
          lessonKey: practiceProgress.lessonKey,
        })
        .from(practiceProgress)
        .where(
          and(
            eq(practiceProgress.studentId, studentId),
            inArray(practiceProgress.moduleKey, moduleKeys),
          ),
        );
    },

    /** A practice save already stored under this idempotency key. */
    async practiceSave(studentId: string, idempotencyKey: string) {
      const rows = await db
        .select()
        .from(practiceSaves)
        .where(
          and(
            eq(practiceSaves.studentId, studentId),
            eq(practiceSaves.idempotencyKey, idempotencyKey),
          ),
        )
        .limit(1);
      return rows[0];
    },

    /**
     * Stores finished practice activities in one transaction: claims the
     * idempotency key first (a doubled save waits for the first and stores
     * nothing), keeps each activity's latest answers, and records the
     * lesson's progress the save answers. Null when the key was taken.
     */
    async savePractice(
      save: {
        studentId: string;
        idempotencyKey: string;
        startKey: string;
        moduleKey: string;
        lessonKey: string;
      },
      finished: {
        activityKey: string;
        score: number;
        totalScore: number;
        answers: LessonAnswer[];
      }[],
      resultOf: (finishedKeys: string[]) => StoredPracticeResult,
      /** Written with the save, in its transaction (its learning record). */
      alsoStore?: (tx: Db) => Promise<void>,
    ): Promise<StoredPracticeResult | null> {
      return db.transaction(async (tx) => {
        const claimed = await tx
          .insert(practiceSaves)
          .values({
            studentId: save.studentId,
            idempotencyKey: save.idempotencyKey,
            startKey: save.startKey,
          })
          .onConflictDoNothing()
          .returning({ key: practiceSaves.idempotencyKey });
        if (claimed.length === 0) return null;
        if (alsoStore) await alsoStore(tx as unknown as Db);
        if (finished.length > 0)
          await tx
            .insert(practiceProgress)
            .values(
              finished.map((f) => ({
                studentId: save.studentId,
                moduleKey: save.moduleKey,
                lessonKey: save.lessonKey,
                ...f,
              })),
            )
            .onConflictDoUpdate({
              target: [
                practiceProgress.studentId,
                practiceProgress.activityKey,
              ],
              set: {
                score: sql`excluded.score`,
                totalScore: sql`excluded.total_score`,
                answers: sql`excluded.answers`,
                savedAt: sql`now()`,
              },
            });
        const rows = await tx
          .select({ activityKey: practiceProgress.activityKey })
          .from(practiceProgress)
          .where(
            and(
              eq(practiceProgress.studentId, save.studentId),
              eq(practiceProgress.lessonKey, save.lessonKey),
            ),
          );
        const result = resultOf(rows.map((r) => r.activityKey));
        await tx
          .update(practiceSaves)
          .set({ result })
          .where(
            and(
              eq(practiceSaves.studentId, save.studentId),
              eq(practiceSaves.idempotencyKey, save.idempotencyKey),
            ),
          );
        return result;
      });
    },
  };
}
