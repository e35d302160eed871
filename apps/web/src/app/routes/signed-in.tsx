import { preloadableLazy } from './preloadable-lazy';

/**
 * The code only signed-in pages run, loaded when the first one shows (or
 * sooner, preloadSignedIn): TanStack Query with its shell, and the layouts
 * with the navigation bar. The login's first page carries none of it (issue 16).
 */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => (loading ??= load());
}
const loadLayouts = once(() => import('./nav-layout'));
const shell = preloadableLazy(() =>
  import('./signed-in-shell').then((m) => m.SignedInShell),
);
const navLayout = preloadableLazy(() => loadLayouts().then((m) => m.NavLayout));
const bareLayout = preloadableLazy(() =>
  loadLayouts().then((m) => m.BareLayout),
);

/**
 * Starts downloading the signed-in code (main.tsx, on a signed-in address),
 * alongside the screen's, rather than after the first render asks for it.
 * Answers its arrival: main.tsx renders a signed-in screen once it is in.
 */
export function preloadSignedIn(): Promise<unknown> {
  const loading = Promise.all([
    shell.start(),
    navLayout.start(),
    bareLayout.start(),
  ]);
  loading.catch(() => {
    // The render's own load reports a failed download.
  });
  return loading;
}

export const SignedInShell = shell.Component;
export const NavLayout = navLayout.Component;
export const BareLayout = bareLayout.Component;
