import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import type { DiagnosticAnswer, Localized } from '../json-types';
import type { LessonAnswer } from '../schema-lessons';
import type { Question } from '@gp/domain';

/** A sitting with its answers: a diagnostic or custom test, or a lesson quiz or practice. */
export interface Sitting {
  /** practiceStart: a practice opened (its answers are in the practice rows). */
  kind: 'dt' | 'ct' | 'quiz' | 'practice' | 'practiceStart';
  startedAt: Date;
  endedAt: Date;
  lessonKey: string | null;
  moduleKey: string | null;
  answers: (DiagnosticAnswer | LessonAnswer)[] | null;
}

export interface ScoreRow {
  moduleKey: string;
  score: number;
  totalScore: number;
  at: Date;
  source: 'dt' | 'ct';
}

const rows = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * What the study report reads of a student's stored activity (issue 13):
 * tests, quizzes, practice and tracked slides, by the time they happened.
 * Reads only; the tables belong to their features.
 */
export function reportActivityRepository(db: Db) {
  return {
    /** Every sitting that ended in [from, to). */
    async sittings(
      studentId: string,
      from: Date,
      to: Date,
    ): Promise<Sitting[]> {
      return rows<Sitting>(
        db,
        sql`
        select 'dt' as kind, t.started_at as "startedAt", t.submitted_at as "endedAt",
          null as "lessonKey", null as "moduleKey", s.answers
        from diagnostic_tests t left join diagnostic_answer_sheets s on s.test_key = t.key
        where t.student_id = ${studentId} and t.submitted_at >= ${from} and t.submitted_at < ${to}
        union all
        select 'ct', started_at, submitted_at, null, null, answers
        from custom_tests
        where student_id = ${studentId} and submitted_at >= ${from} and submitted_at < ${to}
        union all
        select case when part = 'quiz' then 'quiz' else 'practiceStart' end, started_at, coalesce(submitted_at, started_at), lesson_key, module_key, answers
        from lesson_starts
        where student_id = ${studentId} and coalesce(submitted_at, started_at) >= ${from}
          and coalesce(submitted_at, started_at) < ${to}
        union all
        select 'practice', finished_at, finished_at, lesson_key, module_key, answers
        from practice_progress
        where student_id = ${studentId} and finished_at >= ${from} and finished_at < ${to}`,
      ).then((list) =>
        list.map((r) => ({
          ...r,
          startedAt: new Date(r.startedAt),
          endedAt: new Date(r.endedAt),
        })),
      );
    },

    /** Tracked slides and lesson pages in [from, to): when received and the browser's own time. */
    async trackedEvents(studentId: string, from: Date, to: Date) {
      return rows<{ at: Date; localStamp: string }>(
        db,
        sql`
        select at, local_stamp as "localStamp" from tracking_events
        where student_id = ${studentId} and at >= ${from} and at < ${to}
          and track_type in ('PageStart', 'PageEnd', 'LessonStart', 'LessonEnd')`,
      ).then((list) => list.map((r) => ({ ...r, at: new Date(r.at) })));
    },

    /** Every diagnostic and custom test score of the student, with when its test ended. */
    async scores(studentId: string): Promise<ScoreRow[]> {
      return rows<ScoreRow>(
        db,
        sql`
        select m.module_key as "moduleKey", m.score, m.total_score as "totalScore",
          t.submitted_at as at, 'dt' as source
        from diagnostic_module_scores m join diagnostic_tests t on t.key = m.test_key
        where m.student_id = ${studentId} and t.submitted_at is not null
        union all
        select m.module_key, m.score, m.total_score, t.submitted_at, 'ct'
        from custom_test_module_scores m join custom_tests t on t.key = m.test_key
        where m.student_id = ${studentId} and t.submitted_at is not null`,
      ).then((list) => list.map((r) => ({ ...r, at: new Date(r.at) })));
    },

    /** When the student's first diagnostic test was submitted; null before it. */
    async firstTestAt(studentId: string): Promise<Date | null> {
      const [r] = await rows<{ at: Date | null }>(
        db,
        sql`select min(submitted_at) as at from diagnostic_tests where student_id = ${studentId}`,
      );
      return r?.at ? new Date(r.at) : null;
    },

    /** When the student last did anything before `before` (null: nothing). */
    async lastActivityBefore(
      studentId: string,
      before: Date,
    ): Promise<Date | null> {
      const [r] = await rows<{ at: Date | null }>(
        db,
        sql`
        select max(at) as at from (
          select max(submitted_at) as at from diagnostic_tests where student_id = ${studentId} and submitted_at < ${before}
          union all select max(submitted_at) from custom_tests where student_id = ${studentId} and submitted_at < ${before}
          union all select max(coalesce(submitted_at, started_at)) from lesson_starts where student_id = ${studentId} and coalesce(submitted_at, started_at) < ${before}
          union all select max(finished_at) from practice_progress where student_id = ${studentId} and finished_at < ${before}
        ) a`,
      );
      return r?.at ? new Date(r.at) : null;
    },

    /**
     * Students of a market region (spec 02 §9: 1, 2, 4, anything else the
     * default) who did anything in [from, to) and have no final report of
     * `month` yet: the scheduler's work.
     */
    async studentsDue(
      from: Date,
      to: Date,
      month: string,
      region: number,
    ): Promise<string[]> {
      const list = await rows<{ id: string }>(
        db,
        sql`
        select a.id from (
          select student_id as id from diagnostic_tests where submitted_at >= ${from} and submitted_at < ${to}
          union select student_id from custom_tests where submitted_at >= ${from} and submitted_at < ${to}
          union select student_id from lesson_starts where started_at >= ${from} and started_at < ${to}
          union select student_id from practice_progress where finished_at >= ${from} and finished_at < ${to}
        ) a join students s on s.id = a.id
        where (case when s.market_region in (1, 2, 4) then s.market_region else 0 end) = ${region}
          and not exists (select 1 from study_reports r
            where r.student_id = a.id and r.month = ${month} and r.is_final)`,
      );
      return list.map((r) => r.id);
    },

    /** Module names in the four languages. */
    async moduleNames(): Promise<Map<string, Localized>> {
      const list = await rows<{ key: string; name: Localized }>(
        db,
        sql`select key, name from course_modules`,
      );
      return new Map(list.map((r) => [r.key, r.name]));
    },

    /** The questions of lesson activities, by activity key. */
    async activityQuestions(keys: string[]): Promise<Map<string, Question[]>> {
      if (keys.length === 0) return new Map();
      const list = await rows<{ key: string; questions: Question[] }>(
        db,
        sql`select key, questions from activities where key in ${keys}`,
      );
      return new Map(list.map((r) => [r.key, r.questions]));
    },
  };
}
