import { useCallback, useState } from 'react';
import { browserNavigation } from '../navigation';
import { urlOf } from '../paths';
import { clearSessionData } from '../storage/session-region';
import { clearLocalRecord } from '../storage/local-record';

/**
 * DELETE /api/v1/Token/: ends the session on the server. The request's
 * module (the wire contract, zod) loads when a student logs out, not with
 * the first page (issue 16).
 */
export async function logoutRequest(token?: string) {
  const request = await import('./logout-request');
  return request.logoutRequest(token);
}

/** Clears the stored student and the session data. */
export async function clearLocalData({
  keepInMemory = false,
} = {}): Promise<void> {
  clearSessionData();
  await clearLocalRecord({ keepInMemory });
}

/**
 * Simple logout (spec 01 §4): clear and go to login without a server call;
 * what an InvalidToken / InvalidIdentification answer triggers.
 */
export async function simpleLogout(): Promise<void> {
  await clearLocalData();
  if (window.location.pathname !== urlOf('login'))
    browserNavigation.assign(urlOf('login'));
}

/**
 * Full logout (spec 01 §4): call the server, clear stored and session data,
 * then go to the study portal login (or /gl/login when none is configured).
 */
export async function fullLogout(portalLoginUrl: string): Promise<void> {
  // TODO(issue 8, learning records): record the logout activity first (spec 02 §2).
  await logoutRequest().catch(() => {
    // Logging out must work even when the server cannot be reached.
  });
  // The page is left at once, so it keeps showing the student until it goes.
  await clearLocalData({ keepInMemory: true });
  browserNavigation.assign(portalLoginUrl || urlOf('login'));
}

/**
 * Full logout from a button: `isPending` while it runs. Plain state, not a
 * TanStack mutation: the route error's ways out (page-exits.tsx) show outside
 * the signed-in pages' query client, and the login's first page carries no
 * TanStack Query (issue 16).
 */
export function useFullLogout(portalLoginUrl: string) {
  const [isPending, setPending] = useState(false);
  const mutate = useCallback(() => {
    setPending(true);
    fullLogout(portalLoginUrl).catch((error: unknown) => {
      setPending(false);
      console.warn('Logging out failed.', error);
    });
  }, [portalLoginUrl]);
  return { isPending, mutate };
}
