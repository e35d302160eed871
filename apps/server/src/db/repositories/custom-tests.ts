import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { namedQuery } from '../named-query';
import { handedOutTests } from './handed-out-tests';
import { statementsCte, type PendingStatements } from './learning-records';
import type { DiagnosticAnswer } from '../json-types';
import { customTestModuleScores, customTests } from '../schema-custom-tests';

export type CustomTestRow = typeof customTests.$inferSelect;

const byStudent = sql.placeholder('studentId');

export function customTestsRepository(db: Db) {
  const submittedQuery = db
    .select({
      key: customTests.key,
      submittedAt: customTests.submittedAt,
      composition: customTests.composition,
    })
    .from(customTests)
    .where(
      and(
        eq(customTests.studentId, byStudent),
        isNotNull(customTests.submittedAt),
      ),
    )
    .orderBy(asc(customTests.submittedAt))
    .prepare('custom_tests_submitted');
  const scoresQuery = db
    .select()
    .from(customTestModuleScores)
    .where(eq(customTestModuleScores.studentId, byStudent))
    .prepare('custom_test_module_scores_of');
  return {
    ...handedOutTests(db, customTests, 'custom_tests'),
    /** Submitted tests, oldest first, with their module scores (no answer sheets). */
    async submitted(studentId: string) {
      const [tests, scores] = await Promise.all([
        submittedQuery.execute({ studentId }),
        scoresQuery.execute({ studentId }),
      ]);
      return tests.map((t) => ({
        key: t.key,
        endStamp: (t.submittedAt ?? new Date(0)).toISOString(),
        composition: t.composition,
        moduleScores: scores
          .filter((s) => s.testKey === t.key)
          .map((s) => ({
            moduleKey: s.moduleKey,
            score: s.score,
            totalScore: s.totalScore,
          })),
      }));
    },
    /**
     * Stores a scored submission in one statement: the claim of the test, its
     * answer sheet and its module scores commit together. Only the first
     * submit of a test is stored (claimed with `submitted_at is null`).
     */
    async submit(
      testKey: string,
      idempotencyKey: string,
      answers: DiagnosticAnswer[],
      moduleScores: { moduleKey: string; score: number; totalScore: number }[],
      /** Its learning records, stored only when this submit is the one stored. */
      records: PendingStatements,
    ): Promise<{ claimed: true; submittedAt: Date } | { claimed: false }> {
      const scoreRows = moduleScores.map((m) => ({
        module_key: m.moduleKey,
        score: m.score,
        total_score: m.totalScore,
      }));
      const rows = await namedQuery<{ submittedAt: Date | string }>(
        db,
        'custom_tests_submit',
        sql`
        with claimed as (
          update custom_tests
          set submitted_at = now(), idempotency_key = ${idempotencyKey},
            answers = ${JSON.stringify(answers)}::json
          where key = ${testKey} and submitted_at is null
          returning key, student_id, submitted_at
        ), stored_scores as (
          insert into custom_test_module_scores
            (test_key, student_id, module_key, score, total_score)
          select c.key, c.student_id, x.module_key, x.score, x.total_score
          from claimed c, jsonb_to_recordset(${JSON.stringify(scoreRows)}::jsonb) as x(
            module_key text, score integer, total_score integer)
        ), ${statementsCte('claimed', records)}
        select claimed.submitted_at as "submittedAt" from claimed`,
      );
      const row = rows[0];
      return row
        ? { claimed: true, submittedAt: new Date(row.submittedAt) }
        : { claimed: false };
    },
  };
}
