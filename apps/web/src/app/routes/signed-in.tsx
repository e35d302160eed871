import { lazy } from 'react';

/**
 * The code only signed-in pages run, loaded when the first one shows (or
 * sooner, preloadSignedIn): TanStack Query with its shell, and the layouts
 * with the navigation bar. The login's first page carries none of it (issue 16).
 */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => (loading ??= load());
}
const loadShell = once(() => import('./signed-in-shell'));
const loadLayouts = once(() => import('./nav-layout'));

/**
 * Starts downloading the signed-in code (main.tsx, on a signed-in address),
 * alongside the screen's, rather than after the first render asks for it.
 */
export function preloadSignedIn(): void {
  for (const load of [loadShell, loadLayouts])
    load().catch(() => {
      // The render's own load reports a failed download.
    });
}

export const SignedInShell = lazy(() =>
  loadShell().then((m) => ({ default: m.SignedInShell })),
);

export const NavLayout = lazy(() =>
  loadLayouts().then((m) => ({ default: m.NavLayout })),
);

export const BareLayout = lazy(() =>
  loadLayouts().then((m) => ({ default: m.BareLayout })),
);
