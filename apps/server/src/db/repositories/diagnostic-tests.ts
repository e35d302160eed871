import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { ComposedModule } from '@gp/domain';
import type { Db } from '../client';
import { namedQuery } from '../named-query';
import { handedOutTests } from './handed-out-tests';
import { statementsCte, type PendingStatements } from './learning-records';
import {
  diagnosticAnswerSheets,
  diagnosticModuleScores,
  diagnosticTests,
  type DiagnosticAnswer,
} from '../schema';

export type DiagnosticTestRow = typeof diagnosticTests.$inferSelect;
export type StoredComposition = ComposedModule[];

const byStudent = sql.placeholder('studentId');

export function diagnosticTestsRepository(db: Db) {
  // Prepared once (as the shared ones in handedOutTests): built by Drizzle
  // and planned by PostgreSQL once per connection, not per call. The
  // submitted tests with their scores are read by student-history.ts.
  const latestQuery = db
    .select()
    .from(diagnosticTests)
    .where(
      and(
        eq(diagnosticTests.studentId, byStudent),
        isNotNull(diagnosticTests.submittedAt),
      ),
    )
    .orderBy(desc(diagnosticTests.submittedAt))
    .limit(1)
    .prepare('diagnostic_tests_latest');
  return {
    ...handedOutTests(db, diagnosticTests, 'diagnostic_tests'),
    async latestSubmitted(
      studentId: string,
    ): Promise<DiagnosticTestRow | undefined> {
      return (await latestQuery.execute({ studentId }))[0];
    },
    /** The latest submitted test that covered a module. */
    async latestWithModule(
      studentId: string,
      moduleKey: string,
    ): Promise<DiagnosticTestRow | undefined> {
      const rows = await db
        .select({ test: diagnosticTests })
        .from(diagnosticTests)
        .innerJoin(
          diagnosticModuleScores,
          eq(diagnosticModuleScores.testKey, diagnosticTests.key),
        )
        .where(
          and(
            eq(diagnosticTests.studentId, studentId),
            eq(diagnosticModuleScores.moduleKey, moduleKey),
          ),
        )
        .orderBy(desc(diagnosticTests.submittedAt))
        .limit(1);
      return rows[0]?.test;
    },
    /** A submitted test's answers in the order the test asked them (none before submit). */
    async answers(testKey: string): Promise<DiagnosticAnswer[]> {
      const rows = await db
        .select({ answers: diagnosticAnswerSheets.answers })
        .from(diagnosticAnswerSheets)
        .where(eq(diagnosticAnswerSheets.testKey, testKey));
      return rows[0]?.answers ?? [];
    },
    /**
     * Stores a scored submission in one statement: the claim of the test, its
     * answer sheet and its module scores travel and commit together (one round
     * trip). Only the first submit of a test is stored: the row is claimed
     * with `submitted_at is null`, and the inserts run only when it was.
     */
    async submit(
      testKey: string,
      idempotencyKey: string,
      answers: DiagnosticAnswer[],
      /** The test's key and student come from the claimed row. */
      moduleScores: Omit<
        typeof diagnosticModuleScores.$inferInsert,
        'testKey' | 'studentId'
      >[],
      /** Its learning records, stored only when this submit is the one stored. */
      records: PendingStatements,
    ): Promise<
      | { claimed: true; submittedAt: Date; earlierTests: number }
      | { claimed: false }
    > {
      // The module scores as one JSON parameter that PostgreSQL expands.
      const scoreRows = moduleScores.map((m) => ({
        module_key: m.moduleKey,
        score: m.score,
        total_score: m.totalScore,
        is_new: m.isNew,
      }));
      const rows = await namedQuery<{
        submittedAt: Date | string;
        earlierTests: number;
      }>(
        db,
        'diagnostic_tests_submit',
        sql`
        with claimed as (
          update diagnostic_tests
          set submitted_at = now(), idempotency_key = ${idempotencyKey}
          where key = ${testKey} and submitted_at is null
          returning key, student_id, submitted_at
        ), stored_answers as (
          insert into diagnostic_answer_sheets (test_key, answers)
          select key, ${JSON.stringify(answers)}::json from claimed
        ), stored_scores as (
          insert into diagnostic_module_scores
            (test_key, student_id, module_key, score, total_score, is_new)
          select c.key, c.student_id, x.module_key, x.score, x.total_score, x.is_new
          from claimed c, jsonb_to_recordset(${JSON.stringify(scoreRows)}::jsonb) as x(
            module_key text, score integer, total_score integer, is_new boolean)
        ), ${statementsCte('claimed', records)}
        select claimed.submitted_at as "submittedAt",
          -- The statement sees the tests as they were before it: the
          -- student's tests submitted earlier than this one.
          (select count(*)::int from diagnostic_tests d
           where d.student_id = claimed.student_id and d.submitted_at is not null
          ) as "earlierTests"
        from claimed`,
      );
      // The timestamp may come back as text.
      const row = rows[0];
      return row
        ? {
            claimed: true,
            submittedAt: new Date(row.submittedAt),
            earlierTests: row.earlierTests,
          }
        : { claimed: false };
    },
  };
}
