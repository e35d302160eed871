import type { UseQueryResult } from '@tanstack/react-query';
import { isLogoutError } from '../api-error';

export type PageLoad =
  | { status: 'loading' }
  /** A 401/403 answer: the API client is logging the student out, so show nothing. */
  | { status: 'loggingOut' }
  /** spec 01 §4 / spec 02 §8: errorStatus 1 (load failure) with a Retry. */
  | { status: 'error'; error: unknown; retry: () => void }
  | { status: 'ready' };

/**
 * The state of the queries a page needs before it can decide anything:
 * loading until all have data, an error with Retry (which refetches what
 * failed) when one fails, nothing while a log-out is under way.
 */
export function pageLoadOf(
  queries: readonly (UseQueryResult<unknown> | undefined)[],
): PageLoad {
  const used = queries.filter(
    (q): q is UseQueryResult<unknown> => q !== undefined,
  );
  // TanStack Query re-renders a query's owner only for the fields read from
  // its result (tracked props). A page hands its own queries to StudentPage,
  // so read `isError` and `data` of every query on every render, never
  // stopping at the first pending one: a query that settles while an earlier
  // one is still pending must still wake its owner.
  const missing = used.filter((q) => q.data === undefined);
  const failed = used.filter((q) => q.isError);
  if (failed.some((q) => isLogoutError(q.error)))
    return { status: 'loggingOut' };
  if (failed.length > 0) {
    return {
      status: 'error',
      error: failed[0]?.error,
      retry: () => {
        for (const q of failed) void q.refetch();
      },
    };
  }
  if (missing.length > 0) return { status: 'loading' };
  return { status: 'ready' };
}
