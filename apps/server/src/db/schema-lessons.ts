// Lesson study tables (issue 11): practice and quiz starts, quiz results,
// practice progress.
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  json,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import type { LessonPracticeProgress, QuizResult } from '@gp/api';
import type { QuestionResponse } from '@gp/domain';
import { students } from './schema-accounts';
import { stamp } from './schema-columns';

/** What the student answered to one lesson question, with the server's score. */
export interface LessonAnswer {
  activityKey: string;
  /** The module-local question key. */
  questionKey: string;
  /** Null when the question was left unanswered. */
  response: QuestionResponse | null;
  score: number;
  totalScore: number;
  durationMs: number | null;
}

/** The answers a save gave, kept so that a doubled save answers the same. */
export type StoredQuizResult = QuizResult;
export type StoredPracticeResult = LessonPracticeProgress;

/**
 * A practice or quiz start (DESIGN.md §3b): the start key its saves carry.
 * A quiz start is saved once: the save claims it (submitted_at) and keeps
 * the score, the answers and the answer it gave, so a doubled save answers
 * the same. The student's latest saved quiz of a lesson is the lesson's
 * score in RemediationProgress.
 */
export const lessonStarts = pgTable(
  'lesson_starts',
  {
    key: text('key').primaryKey(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    moduleKey: text('module_key').notNull(),
    lessonKey: text('lesson_key').notNull(),
    /** 'practice' or 'quiz'. */
    part: text('part').$type<'practice' | 'quiz'>().notNull(),
    startedAt: stamp('started_at').notNull().defaultNow(),
    submittedAt: stamp('submitted_at'),
    idempotencyKey: text('idempotency_key'),
    score: integer('score'),
    totalScore: integer('total_score'),
    // json, not jsonb: written once and read whole.
    answers: json('answers').$type<LessonAnswer[]>(),
    result: json('result').$type<StoredQuizResult>(),
  },
  (t) => [
    index('lesson_starts_quiz_results_idx')
      .on(t.studentId, t.lessonKey, t.submittedAt)
      .where(sql`submitted_at is not null`),
  ],
);

/** A practice activity the student finished, with its latest answers and score. */
export const practiceProgress = pgTable(
  'practice_progress',
  {
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    activityKey: text('activity_key').notNull(),
    moduleKey: text('module_key').notNull(),
    lessonKey: text('lesson_key').notNull(),
    score: integer('score').notNull(),
    totalScore: integer('total_score').notNull(),
    answers: json('answers').$type<LessonAnswer[]>().notNull(),
    finishedAt: stamp('finished_at').notNull().defaultNow(),
    savedAt: stamp('saved_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.studentId, t.activityKey] }),
    index('practice_progress_module_idx').on(t.studentId, t.moduleKey),
  ],
);

/** A practice save by its idempotency key: a doubled save is stored once and answers the same. */
export const practiceSaves = pgTable(
  'practice_saves',
  {
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    startKey: text('start_key')
      .notNull()
      .references(() => lessonStarts.key, { onDelete: 'cascade' }),
    result: json('result').$type<StoredPracticeResult>(),
    savedAt: stamp('saved_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.idempotencyKey] })],
);
