import { XAPI_STORE_PATH } from '@gp/api';
import type { XapiEventBase, XapiStatement } from '@gp/domain';
import { reportFailedRequest } from '../client-log';
import { openLearningRecordStore } from './queue-store';
import { browserEventBase } from './event-base';
import { createStatementQueue } from './statement-queue';
import { putStatement, xapiToken } from './xapi-transport';

/** Runs the sender in one tab at a time where the browser can say so (Web Locks). */
async function oneTabAtATime(run: () => Promise<void>): Promise<void> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return run();
  await locks.request(
    'gp-learning-records',
    { ifAvailable: true },
    async (lock) => {
      // Another tab is sending: it sends this tab's statements too (one IndexedDB).
      if (lock) await run();
    },
  );
}

/** The app's one learning-record queue. */
export const learningRecords = createStatementQueue({
  store: openLearningRecordStore,
  token: xapiToken,
  send: putStatement,
  log: (message, status) => {
    console.warn(message);
    reportFailedRequest({
      method: 'PUT',
      path: `${XAPI_STORE_PATH}/statements`,
      status: status ?? 0,
      message,
    });
  },
  exclusive: oneTabAtATime,
});

/**
 * Queues a statement the browser alone can see (DESIGN.md §4: explainer
 * watched, page time), built with a packages/domain builder. Never throws:
 * a learning record must not disturb the lesson.
 */
export function recordLearningStatement(
  studentId: string,
  build: (base: XapiEventBase) => XapiStatement,
): Promise<void> {
  return learningRecords
    .enqueue(studentId, build(browserEventBase(studentId)))
    .catch((error: unknown) => {
      console.warn('Learning record not queued', error);
    });
}
