import { randomId } from '../../../lib/random-id';
import { getLocalRecord } from '../../../lib/storage/local-record';
import { readStoredTest } from './player-host';

/** What the session decides once: the submission's idempotency key and whether the player starts afresh. */
export function sessionStart(testKey: string, cameFromPage: boolean) {
  const record = getLocalRecord();
  const stored = readStoredTest(record.studentDiagnosticTest);
  // The same test still in the local record: the student did not quit it (a crash, a
  // closed tab), so its saved answers come back and a retried submit reuses its key.
  const resume = stored?.DiagnosticTestKey === testKey;
  return {
    idempotencyKey: resume && stored ? stored.IdempotencyKey : randomId(),
    // spec 01 §2: the get-new-data flag when the student came from another page, but
    // only for a test the student quit: when the local record was lost (an ended
    // session, signing in again) the answers saved in the player must come back.
    getNewData:
      cameFromPage && !resume && record.quitDiagnosticTestKey === testKey,
  };
}
