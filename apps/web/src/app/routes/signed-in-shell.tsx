import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { appQueryClient } from '../../lib/query-client';
import { useGivenQueryClient } from '../../lib/query-client-context';

// Learning records (and zod) load after the screen, not with it (issue 16).
const LearningRecordsRecorder = lazy(() =>
  import('../../lib/learning-records/recorder').then((m) => ({
    default: m.LearningRecordsRecorder,
  })),
);

/**
 * Around every signed-in page (require-auth.tsx, loaded once signed in):
 * server state in TanStack Query, the learning records and page time.
 */
export function SignedInShell() {
  const client = useGivenQueryClient() ?? appQueryClient();
  return (
    <QueryClientProvider client={client}>
      <Suspense>
        <LearningRecordsRecorder />
      </Suspense>
      <Outlet />
    </QueryClientProvider>
  );
}
