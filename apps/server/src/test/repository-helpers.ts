import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { StoredComposition } from '../db/json-types';
import {
  pendingStatements,
  type PendingStatements,
} from '../db/repositories/learning-records';
import { students, xapiStatements } from '../db/schema';

/** What the repository tests share: a demo student's id, a learning record and a stored test's shape. */

/** The id of a demo account (db/seed.ts). */
export const studentIdOf = async (db: Db, userName: string) =>
  (
    await db
      .select({ id: students.id })
      .from(students)
      .where(eq(students.userName, userName))
  )[0]!.id;

/** One learning record about a student, ready for a repository's statements CTE. */
export function oneRecord(studentId: string, verb: string): PendingStatements {
  const id = randomUUID();
  return pendingStatements(
    [
      {
        id,
        studentId,
        verb: `http://adlnet.gov/expapi/verbs/${verb}`,
        activity: 'https://grammar.example/test',
        timestamp: new Date().toISOString(),
        statement: { id },
      },
    ],
    false,
  );
}

/** How many learning records a student has stored. */
export const recordsOf = async (db: Db, studentId: string) =>
  (
    await db
      .select({ id: xapiStatements.id })
      .from(xapiStatements)
      .where(eq(xapiStatements.studentId, studentId))
  ).length;

/** A one-module, one-question composition of a stored test. */
export const ONE_QUESTION: StoredComposition = [
  {
    moduleKey: 'M1',
    questionKeys: ['q1'],
    activities: [{ key: 'a1', type: 'multipleSelect', questionKeys: ['q1'] }],
    repeatedCount: 0,
  },
];
