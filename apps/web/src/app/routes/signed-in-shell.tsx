import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { Outlet } from 'react-router';
import { AppQueryProvider } from '../../lib/app-query-provider';

// Learning records (and zod) load after the screen, not with it (issue 16).
let recorder: Promise<{ default: ComponentType }> | undefined;
const loadRecorder = () =>
  (recorder ??= import('../../lib/learning-records/recorder').then((m) => ({
    default: m.LearningRecordsRecorder,
  })));
const LearningRecordsRecorder = lazy(loadRecorder);

/**
 * Around every signed-in page (require-auth.tsx, loaded once signed in):
 * server state in TanStack Query, the learning records and page time.
 */
export function SignedInShell() {
  // The recorder's code loads once the page has painted (effects run after
  // the first paint): the page needs none of it, and fetched during the first
  // render it ended before learn's first paint, where Lighthouse counted it
  // (issue 16).
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    // A failed download renders too: the lazy recorder reports it.
    const done = () => setPainted(true);
    loadRecorder().then(done, done);
  }, []);
  return (
    <AppQueryProvider>
      {painted && (
        <Suspense>
          <LearningRecordsRecorder />
        </Suspense>
      )}
      <Outlet />
    </AppQueryProvider>
  );
}
