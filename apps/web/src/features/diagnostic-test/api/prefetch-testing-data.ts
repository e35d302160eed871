import type { QueryClient } from '@tanstack/react-query';
import { progressQueryOptions } from '../../../lib/api/get-progress';
import { studentProfileQueryOptions } from '../../../lib/api/get-student-profile';
import { userInfoQueryOptions } from '../../../lib/api/get-user-info';
import { getLocalRecord } from '../../../lib/storage/local-record';
import { mayStartEarly } from '../lib/early-start';
import { createEarlyStart, type EarlyStart } from './start-diagnostic-test';

/** The start main.tsx sent on a visit to /gl/testing, for the page to take. */
let entryStart: { userId: string; start: EarlyStart } | null = null;

/**
 * The testing page's requests (testing-page.tsx: the profile, progress and
 * user info of its redirects, and the early start when the stored profile
 * allows it), started by main.tsx on a visit to /gl/testing as soon as the
 * stored record is read: they go out beside the page's code, not after its
 * first render (issue 16: the first question waited for React's first render
 * of the signed-in shell before the test was asked for). The page's queries
 * take these answers by their keys, and the page takes the start
 * (takeEntryStart) and still decides everything from what it reads.
 */
export function prefetchScreenData(client: QueryClient): void {
  const { studentInfo, studentProfile } = getLocalRecord();
  if (!studentInfo) return;
  const userId = studentInfo.UserInfo.UserId;
  // prefetchQuery keeps a failure in the cache for the page's query: it never throws.
  void client.prefetchQuery(studentProfileQueryOptions(userId));
  void client.prefetchQuery(progressQueryOptions(userId));
  void client.prefetchQuery(userInfoQueryOptions(userId));
  // The same rule as the page's own early start (lib/early-start).
  if (!mayStartEarly(studentProfile)) return;
  const start = createEarlyStart();
  start.begin();
  entryStart = { userId, start };
}

/**
 * The start main.tsx sent for this student, handed out once: the page's
 * later visits (and another student's) start their own.
 */
export function takeEntryStart(userId: string): EarlyStart | null {
  const kept = entryStart;
  entryStart = null;
  return kept && kept.userId === userId ? kept.start : null;
}
