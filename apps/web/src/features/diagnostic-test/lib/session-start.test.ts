import { beforeEach, describe, expect, it } from 'vitest';
import {
  loadLocalRecord,
  updateLocalRecord,
} from '../../../lib/storage/local-record';
import { diagnosticTest } from '../../../testing/course-fixtures';
import { sessionStart } from './session-start';

const KEY = diagnosticTest.DiagnosticTestKey;

beforeEach(async () => {
  await loadLocalRecord();
  await updateLocalRecord({
    studentDiagnosticTest: undefined,
    quitDiagnosticTestKey: undefined,
  });
});

describe('sessionStart (spec 01 §2 get-new-data, DESIGN.md §4 Nothing typed is lost)', () => {
  it('starts afresh only for the test the student quit, coming from another page', async () => {
    await updateLocalRecord({ quitDiagnosticTestKey: KEY });
    expect(sessionStart(KEY, true).getNewData).toBe(true);
    expect(sessionStart('another-test', true).getNewData).toBe(false);
  });

  it('keeps the saved answers when the local record was lost (the session ended and the student signed in again)', () => {
    expect(sessionStart(KEY, true).getNewData).toBe(false);
  });

  it('does not ask for new data after a reload (the student did not come from another page)', async () => {
    await updateLocalRecord({ quitDiagnosticTestKey: KEY });
    expect(sessionStart(KEY, false).getNewData).toBe(false);
  });

  it('reuses the stored idempotency key of a test still in the local record, and makes a new one otherwise', async () => {
    const fresh = sessionStart(KEY, true).idempotencyKey;
    expect(fresh).not.toBe(sessionStart(KEY, true).idempotencyKey);
    await updateLocalRecord({
      studentDiagnosticTest: {
        ...diagnosticTest,
        IdempotencyKey: 'stored-key-123',
      },
    });
    expect(sessionStart(KEY, true)).toEqual({
      idempotencyKey: 'stored-key-123',
      getNewData: false,
    });
  });
});
