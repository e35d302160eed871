// Custom test tables (issue 12).
import { sql } from 'drizzle-orm';
import {
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

/*
 * A started custom test stores its composition and shuffle seed like a
 * diagnostic test, and the module keys the student chose, so that a reload
 * with the same choice gets the same questions. One open test a student.
 */
export const customTests = pgTable(
  'custom_tests',
  {
    key: text('key').primaryKey(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    seed: text('seed').notNull(),
    composition: jsonb('composition').$type<StoredComposition>().notNull(),
    /** The chosen module keys, sorted and joined (domain moduleSetKey). */
    chosenSet: text('chosen_set').notNull(),
    startedAt: stamp('started_at').notNull().defaultNow(),
    submittedAt: stamp('submitted_at'),
    idempotencyKey: text('idempotency_key'),
    /** The answer sheet in the order asked, written once at submit and read whole. */
    answers: json('answers').$type<DiagnosticAnswer[]>(),
  },
  (t) => [
    index('custom_tests_student_idx').on(t.studentId, t.submittedAt),
    uniqueIndex('custom_tests_one_open_key')
      .on(t.studentId)
      .where(sql`submitted_at is null`),
  ],
);

export const customTestModuleScores = pgTable(
  'custom_test_module_scores',
  {
    testKey: text('test_key')
      .notNull()
      .references(() => customTests.key, { onDelete: 'cascade' }),
    studentId: uuid('student_id').notNull(),
    moduleKey: text('module_key').notNull(),
    score: integer('score').notNull(),
    totalScore: integer('total_score').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.testKey, t.moduleKey] }),
    index('custom_test_module_scores_student_idx').on(t.studentId),
  ],
);
