// Diagnostic test and tracking tables (issue 5).
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { DiagnosticAnswer, StoredComposition } from './json-types';
import { students } from './schema-accounts';
import { stamp } from './schema-columns';

export type { DiagnosticAnswer };
/*
 * Diagnostic tests (issue 5). A started test stores its composition and
 * shuffle seed, so a reload gets the same questions and the server can
 * rebuild the answer key to score it.
 */
export const diagnosticTests = pgTable(
  'diagnostic_tests',
  {
    key: text('key').primaryKey(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    seed: text('seed').notNull(),
    composition: jsonb('composition').$type<StoredComposition>().notNull(),
    newModuleKeys: jsonb('new_module_keys').$type<string[]>().notNull(),
    verifiedModuleKeys: jsonb('verified_module_keys')
      .$type<string[]>()
      .notNull(),
    startedAt: stamp('started_at').notNull().defaultNow(),
    submittedAt: stamp('submitted_at'),
    idempotencyKey: text('idempotency_key'),
  },
  (t) => [
    index('diagnostic_tests_student_idx').on(t.studentId, t.submittedAt),
    uniqueIndex('diagnostic_tests_one_open_key')
      .on(t.studentId)
      .where(sql`submitted_at is null`),
  ],
);

/**
 * A submitted test's answers, one document per test in the order the test
 * asked them (docs/decisions/012): written once at submit, read whole for
 * the mistakes review.
 */
export const diagnosticAnswerSheets = pgTable('diagnostic_answer_sheets', {
  testKey: text('test_key')
    .primaryKey()
    .references(() => diagnosticTests.key, { onDelete: 'cascade' }),
  // json, not jsonb: the sheet is stored as written and read whole, so
  // PostgreSQL need not convert it (about 0.2 ms of its CPU a submit).
  answers: json('answers').$type<DiagnosticAnswer[]>().notNull(),
});

export const diagnosticModuleScores = pgTable(
  'diagnostic_module_scores',
  {
    testKey: text('test_key')
      .notNull()
      .references(() => diagnosticTests.key, { onDelete: 'cascade' }),
    studentId: uuid('student_id').notNull(),
    moduleKey: text('module_key').notNull(),
    score: integer('score').notNull(),
    totalScore: integer('total_score').notNull(),
    isNew: boolean('is_new').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.testKey, t.moduleKey] }),
    index('diagnostic_module_scores_student_idx').on(t.studentId),
  ],
);

/** Tracking and analytics events (spec 01 §7), kept for reports. */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    trackType: text('track_type').notNull(),
    contextKey: text('context_key'),
    page: text('page'),
    durationMs: integer('duration_ms'),
    localStamp: text('local_stamp').notNull(),
    at: stamp('at').notNull().defaultNow(),
  },
  (t) => [index('tracking_events_student_idx').on(t.studentId, t.at)],
);
