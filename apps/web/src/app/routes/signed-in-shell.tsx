import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { Outlet, useLocation } from 'react-router';
import { afterFirstPaint } from '../../lib/after-first-paint';
import { whenIdle } from '../../lib/when-idle';
import { AppQueryProvider } from '../../lib/app-query-provider';
import type { ShownPage } from '../../lib/learning-records/recorder';

// Learning records (and zod) load after the screen, not with it (issue 16).
type Recorder = ComponentType<{ shown?: ShownPage }>;
let recorder: Promise<{ default: Recorder }> | undefined;
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
  // The recorder's code loads once the page's first paint is on the screen
  // and the page is then idle (at most 3 s later): the page needs none of it.
  // Fetched during the first render, or from an effect (after the commit,
  // before the frame on a busy phone), it ended before learn's first paint,
  // where Lighthouse counted it; right after the first paint, it ran while
  // the testing page's player booted and held the first question back by
  // 43 ms at 4x CPU (interleaved cold loads, 20 of each; issue 16).
  const [painted, setPainted] = useState(false);
  // The page on the screen now counts its time from now, not from the load.
  const { pathname } = useLocation();
  const [shown] = useState<ShownPage>(() => ({ pathname, at: Date.now() }));
  useEffect(() => {
    let stopIdle = () => {};
    const stopPaint = afterFirstPaint(() => {
      stopIdle = whenIdle(() => {
        // A failed download renders too: the lazy recorder reports it.
        const done = () => setPainted(true);
        loadRecorder().then(done, done);
      }, 3000);
    });
    return () => {
      stopPaint();
      stopIdle();
    };
  }, []);
  return (
    <AppQueryProvider>
      {painted && (
        <Suspense>
          <LearningRecordsRecorder shown={shown} />
        </Suspense>
      )}
      <Outlet />
    </AppQueryProvider>
  );
}
