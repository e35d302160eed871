import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { appQueryClient } from './query-client';
import { useGivenQueryClient } from './query-client-context';

/**
 * TanStack Query for what it wraps: the client given to AppProvider (tests),
 * else the app's own. Only lazy code renders it (the signed-in shell, the
 * login's privacy policy), so the login's first page does without it (issue 16).
 */
export function AppQueryProvider({ children }: { children: ReactNode }) {
  const client = useGivenQueryClient() ?? appQueryClient();
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
