import type { QueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext } from 'react';

/**
 * A query client given to AppProvider (tests give their own per render).
 * Without one, the app makes its own (lib/query-client.ts) when a signed-in
 * screen or a sign-in first needs it: TanStack Query stays off the login's
 * first page (issue 16), so this context holds the client by type only.
 */
const GivenQueryClient = createContext<QueryClient | undefined>(undefined);

export const GivenQueryClientProvider = GivenQueryClient.Provider;

/** The query client given to AppProvider, if any. */
export function useGivenQueryClient(): QueryClient | undefined {
  return useContext(GivenQueryClient);
}

/** Loads the query client when it is needed: the given one, else the app's own. */
export function useLoadQueryClient(): () => Promise<QueryClient> {
  const given = useGivenQueryClient();
  return useCallback(
    async () => given ?? (await import('./query-client')).appQueryClient(),
    [given],
  );
}
