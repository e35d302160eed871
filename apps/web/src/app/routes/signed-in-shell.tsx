import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { AppQueryProvider } from '../../lib/app-query-provider';

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
  return (
    <AppQueryProvider>
      <Suspense>
        <LearningRecordsRecorder />
      </Suspense>
      <Outlet />
    </AppQueryProvider>
  );
}
