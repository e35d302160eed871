import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { XapiStatement } from '@gp/domain';

/** A statement waiting to be stored, one row per statement (DESIGN.md §4: queued in IndexedDB until stored). */
export interface QueuedStatement {
  /** The statement id (a UUID), also the store's PUT key, so a resend is harmless. */
  id: string;
  /** The student it is about; only that student's token can send it. */
  studentId: string;
  statement: XapiStatement;
  /** When it was queued (ms): statements go in this order. */
  queuedAt: number;
  /** Failed attempts so far (for the back-off). */
  failures: number;
  /** Not to be sent before this time (ms). */
  notBefore: number;
}

/**
 * A page the student is on now. It is written when the visit starts and
 * every few seconds while it lasts, so that if the tab is closed or the
 * browser crashes before the visit ends, the next start turns it into a
 * page-time statement ending when it was last seen.
 */
export interface OpenVisit {
  /** Also the id of the statement it becomes. */
  visitId: string;
  studentId: string;
  pageId: string;
  startedAt: number;
  lastSeenAt: number;
}

interface LearningRecordsDb extends DBSchema {
  statements: {
    key: string;
    value: QueuedStatement;
    indexes: { byStudent: [string, number] };
  };
  visits: { key: string; value: OpenVisit };
}

export const LEARNING_RECORDS_DB = 'gp-learning-records';

export interface LearningRecordStore {
  add(row: QueuedStatement): Promise<void>;
  /** The oldest statement of a student, if any. */
  head(studentId: string): Promise<QueuedStatement | undefined>;
  update(row: QueuedStatement): Promise<void>;
  remove(id: string): Promise<void>;
  count(studentId?: string): Promise<number>;
  putVisit(visit: OpenVisit): Promise<void>;
  /** Moves a visit's last-seen time on; false when it was ended meanwhile (by another tab). */
  touchVisit(visitId: string, lastSeenAt: number): Promise<boolean>;
  visits(): Promise<OpenVisit[]>;
  /** Ends a visit: its statement is queued and the visit removed in one transaction. */
  endVisit(visitId: string, row: QueuedStatement | null): Promise<void>;
}

let opening: Promise<LearningRecordStore> | undefined;

/** The queue's database, opened once per page. */
export function openLearningRecordStore(): Promise<LearningRecordStore> {
  opening ??= open().catch((error: unknown) => {
    opening = undefined;
    throw error;
  });
  return opening;
}

/** For tests: the next open starts afresh (the test set-up replaces indexedDB). */
export function forgetLearningRecordStore(): void {
  opening = undefined;
}

async function open(): Promise<LearningRecordStore> {
  const db: IDBPDatabase<LearningRecordsDb> = await openDB<LearningRecordsDb>(
    LEARNING_RECORDS_DB,
    1,
    {
      upgrade(d) {
        const statements = d.createObjectStore('statements', {
          keyPath: 'id',
        });
        statements.createIndex('byStudent', ['studentId', 'queuedAt']);
        d.createObjectStore('visits', { keyPath: 'visitId' });
      },
    },
  );
  const studentRange = (studentId: string) =>
    IDBKeyRange.bound([studentId, -Infinity], [studentId, Infinity]);
  return {
    add: async (row) => {
      // put, not add: queuing the same statement twice keeps one row.
      await db.put('statements', row);
    },
    head: async (studentId) => {
      const cursor = await db
        .transaction('statements')
        .store.index('byStudent')
        .openCursor(studentRange(studentId));
      return cursor?.value;
    },
    update: async (row) => {
      const tx = db.transaction('statements', 'readwrite');
      // Only if it is still queued: another tab may have sent it meanwhile.
      if (await tx.store.get(row.id)) await tx.store.put(row);
      await tx.done;
    },
    remove: async (id) => {
      await db.delete('statements', id);
    },
    count: async (studentId) =>
      studentId === undefined
        ? db.count('statements')
        : db.countFromIndex('statements', 'byStudent', studentRange(studentId)),
    putVisit: async (visit) => {
      await db.put('visits', visit);
    },
    touchVisit: async (visitId, lastSeenAt) => {
      const tx = db.transaction('visits', 'readwrite');
      const visit = await tx.store.get(visitId);
      if (visit) await tx.store.put({ ...visit, lastSeenAt });
      await tx.done;
      return visit !== undefined;
    },
    visits: () => db.getAll('visits'),
    endVisit: async (visitId, row) => {
      const tx = db.transaction(['visits', 'statements'], 'readwrite');
      const open = await tx.objectStore('visits').get(visitId);
      // Ended already (by another tab's clean-up, or twice here): nothing to add.
      if (open) {
        if (row) await tx.objectStore('statements').put(row);
        await tx.objectStore('visits').delete(visitId);
      }
      await tx.done;
    },
  };
}
