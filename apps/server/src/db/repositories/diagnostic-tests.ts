import { and, asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { ComposedModule } from '@gp/domain';
import type { Db } from '../client';
import {
  diagnosticAnswers,
  diagnosticModuleScores,
  diagnosticTests,
} from '../schema';

export type DiagnosticTestRow = typeof diagnosticTests.$inferSelect;
export type StoredComposition = ComposedModule[];

export function diagnosticTestsRepository(db: Db) {
  return {
    async open(studentId: string): Promise<DiagnosticTestRow | undefined> {
      const rows = await db
        .select()
        .from(diagnosticTests)
        .where(
          and(
            eq(diagnosticTests.studentId, studentId),
            isNull(diagnosticTests.submittedAt),
          ),
        )
        .limit(1);
      return rows[0];
    },
    async find(key: string): Promise<DiagnosticTestRow | undefined> {
      const rows = await db
        .select()
        .from(diagnosticTests)
        .where(eq(diagnosticTests.key, key))
        .limit(1);
      return rows[0];
    },
    /** Submitted tests, oldest first, with their module scores. */
    async submitted(studentId: string) {
      const tests = await db
        .select()
        .from(diagnosticTests)
        .where(
          and(
            eq(diagnosticTests.studentId, studentId),
            isNotNull(diagnosticTests.submittedAt),
          ),
        )
        .orderBy(asc(diagnosticTests.submittedAt));
      const scores = await db
        .select()
        .from(diagnosticModuleScores)
        .where(eq(diagnosticModuleScores.studentId, studentId));
      return tests.map((t) => ({
        test: t,
        scores: scores.filter((s) => s.testKey === t.key),
      }));
    },
    async latestSubmitted(
      studentId: string,
    ): Promise<DiagnosticTestRow | undefined> {
      const rows = await db
        .select()
        .from(diagnosticTests)
        .where(
          and(
            eq(diagnosticTests.studentId, studentId),
            isNotNull(diagnosticTests.submittedAt),
          ),
        )
        .orderBy(desc(diagnosticTests.submittedAt))
        .limit(1);
      return rows[0];
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
    /** Stores a new open test; answers the already open one if another request won the race. */
    async insertOpen(
      row: typeof diagnosticTests.$inferInsert,
    ): Promise<DiagnosticTestRow> {
      const inserted = await db
        .insert(diagnosticTests)
        .values(row)
        .onConflictDoNothing()
        .returning();
      return inserted[0] ?? (await this.open(row.studentId))!;
    },
    /** Drops a started test that was never submitted (its modules changed). */
    async dropOpen(key: string): Promise<void> {
      await db
        .delete(diagnosticTests)
        .where(
          and(
            eq(diagnosticTests.key, key),
            isNull(diagnosticTests.submittedAt),
          ),
        );
    },
    async answers(testKey: string) {
      return db
        .select()
        .from(diagnosticAnswers)
        .where(eq(diagnosticAnswers.testKey, testKey))
        .orderBy(asc(diagnosticAnswers.position));
    },
    /**
     * Stores a scored submission in one transaction. Only the first submit of
     * a test is stored: the row is claimed with `submitted_at is null`.
     */
    async submit(
      testKey: string,
      idempotencyKey: string,
      answers: (typeof diagnosticAnswers.$inferInsert)[],
      moduleScores: (typeof diagnosticModuleScores.$inferInsert)[],
    ): Promise<boolean> {
      return db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const claimed = await tx
          .update(diagnosticTests)
          .set({ submittedAt: sql`now()`, idempotencyKey })
          .where(
            and(
              eq(diagnosticTests.key, testKey),
              isNull(diagnosticTests.submittedAt),
            ),
          )
          .returning({ key: diagnosticTests.key });
        if (claimed.length === 0) return false;
        // One JSON parameter that PostgreSQL expands, rather than a statement
        // of 9 parameters a row: a test has about 100 answers.
        const rows = answers.map((a) => ({
          test_key: a.testKey,
          module_key: a.moduleKey,
          activity_key: a.activityKey,
          question_key: a.questionKey,
          position: a.position,
          response: a.response ?? null,
          score: a.score,
          total_score: a.totalScore,
          duration_ms: a.durationMs ?? null,
        }));
        await tx.execute(sql`
          insert into diagnostic_answers
            (test_key, module_key, activity_key, question_key, position, response, score, total_score, duration_ms)
          select test_key, module_key, activity_key, question_key, position, response, score, total_score, duration_ms
          from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(
            test_key text, module_key text, activity_key text, question_key text, position integer,
            response jsonb, score integer, total_score integer, duration_ms integer)`);
        if (moduleScores.length > 0)
          await tx.insert(diagnosticModuleScores).values(moduleScores);
        return true;
      });
    },
  };
}
