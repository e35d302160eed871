// Learning records the server writes itself (DESIGN.md §4 Learning records):
// each service builds its statements with the domain's builders and hands
// them, with its event, to one SQL statement or transaction, so a statement
// exists exactly when its event does.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { XapiEventBase, XapiStatement } from '@gp/domain';
import {
  pendingStatements,
  type PendingStatements,
  type StatementRow,
} from '../db/repositories/learning-records';
import type { StoredXapiStatement } from '../db/schema-learning-records';
import type { Db } from '../db/client';

/** The product version the statements carry (spec 02 §3 extension 'version'). */
export const PRODUCT_VERSION = '0.1.0';

export interface LearningRecords {
  /** Statements also go to the external LRS (LRS_ENDPOINT is set). */
  readonly forward: boolean;
  /** What a statement about `studentId` needs now: a new UUID, the time, the version. */
  base(studentId: string): XapiEventBase;
  /** Statements ready for the repository's `record` or a service's CTE. */
  pending(
    studentId: string,
    statements: readonly XapiStatement[],
  ): PendingStatements;
  /** Writes statements on their own, or in `tx` with the event they record. */
  record(
    studentId: string,
    statements: readonly XapiStatement[],
    tx?: Db,
  ): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    learningRecords: LearningRecords;
  }
}

/** The indexed columns of a statement: its verb, its activity and its time. */
export function statementRow(
  studentId: string,
  statement: StoredXapiStatement,
  now: Date = new Date(),
): StatementRow {
  const object = statement.object as { objectType?: string; id?: string };
  const isActivity = !object.objectType || object.objectType === 'Activity';
  const timestamp =
    typeof statement.timestamp === 'string'
      ? statement.timestamp
      : now.toISOString();
  return {
    id: statement.id,
    studentId,
    verb: (statement.verb as { id: string }).id,
    activity: isActivity ? (object.id ?? '') : '',
    timestamp,
    statement,
  };
}

export function registerLearningRecords(app: FastifyInstance): void {
  const forward = Boolean(app.config.lrsEndpoint);
  const pending = (studentId: string, statements: readonly XapiStatement[]) =>
    pendingStatements(
      statements.map((s) =>
        statementRow(studentId, s as unknown as StoredXapiStatement),
      ),
      forward,
    );
  app.decorate<LearningRecords>('learningRecords', {
    forward,
    base: (studentId) => ({
      statementId: randomUUID(),
      studentId,
      timestamp: new Date().toISOString(),
      version: PRODUCT_VERSION,
      platform: 'server',
    }),
    pending,
    record: (studentId, statements, tx) =>
      app.repos.learningRecords.record(pending(studentId, statements), tx),
  });
}
