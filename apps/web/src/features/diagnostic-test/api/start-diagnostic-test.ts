import { queryOptions, useQuery } from '@tanstack/react-query';
import { startDiagnosticTest, type DiagnosticTest } from '@gp/api';
import { apiRequest } from '../../../lib/api-client';

/**
 * PUT /api/v2/StudentDiagnosticTest/Start/ (spec 01 §7): the next test, or
 * the one started and not submitted (a reload gets the same questions), so
 * it is safe to ask again; a query, so two mounts share one request.
 */
export function startDiagnosticTestRequest() {
  return apiRequest(startDiagnosticTest, {});
}

/**
 * The start asked for beside the testing page's progress and user info,
 * before its redirect decision, once the profile allows it (lib/early-start:
 * the server refuses every other case the page's redirects take), so the
 * test is on its way while the page decides (issue 16). A refusal then is no
 * failure of the page: it neither logs the student out (403 when no tests
 * are left) nor is reported, and the redirect goes as the page decides.
 */
export interface EarlyStart {
  /** Sends the start, once, unless the page's own start has already asked. */
  begin(): void;
  /** The early start's answer, handed out once: later starts (Retry) ask anew. */
  take(): Promise<DiagnosticTest> | null;
}

export function createEarlyStart(
  request: () => Promise<DiagnosticTest> = () =>
    apiRequest(startDiagnosticTest, {
      logoutOnInvalidToken: false,
      report: false,
    }),
): EarlyStart {
  let answer: Promise<DiagnosticTest> | null = null;
  // Once the page's start has asked, an early one would be a second start.
  let closed = false;
  return {
    begin() {
      if (closed) return;
      closed = true;
      answer = request();
      // Read by take(), or by no one when the page redirects.
      answer.catch(() => {});
    },
    take() {
      closed = true;
      const taken = answer;
      answer = null;
      return taken;
    },
  };
}

/**
 * The page's start: the early answer when there is one and it succeeded,
 * otherwise the start as it always went (a refusal while the page stays is
 * reported, and a 403 logs out, as before).
 */
export function startDiagnosticTestQueryOptions(
  userId: string,
  early?: EarlyStart,
) {
  return queryOptions({
    queryKey: ['diagnostic-test-start', userId],
    queryFn: async () => {
      const answer = early?.take();
      if (answer) {
        try {
          return await answer;
        } catch {
          // Refused or failed before the page decided to stay: ask as before.
        }
      }
      return startDiagnosticTestRequest();
    },
    staleTime: Infinity,
    gcTime: 0,
  });
}

/** Mounted only once the testing page's redirects let the student stay (spec 01 §4). */
export function useStartDiagnosticTest(userId: string, early?: EarlyStart) {
  return useQuery(startDiagnosticTestQueryOptions(userId, early));
}
