/**
 * After a new version is deployed, a page opened before it asks for lazy
 * screens and strings by the old hashed file names, which are gone. Vite
 * reports that as `vite:preloadError`; the cure is to load the page again
 * (and its new entry), once: a second failure within a minute, or any
 * failure while the browser is offline, is a real network problem, which the
 * page's own error state reports (a reload offline would only show the
 * browser's error page).
 */
const KEY = 'gp_stale_build_reload';
const WINDOW_MS = 60_000;

export interface StaleBuildHost {
  addEventListener(
    type: 'vite:preloadError',
    listener: (e: Event) => void,
  ): void;
  sessionStorage: Pick<Storage, 'getItem' | 'setItem'>;
  location: Pick<Location, 'reload'>;
  navigator: Pick<Navigator, 'onLine'>;
}

export function reloadOnStaleBuild(
  host: StaleBuildHost,
  now = () => Date.now(),
) {
  host.addEventListener('vite:preloadError', (event) => {
    if (!host.navigator.onLine) return;
    const last = Number(host.sessionStorage.getItem(KEY) ?? 0);
    if (now() - last < WINDOW_MS) return;
    host.sessionStorage.setItem(KEY, String(now()));
    event.preventDefault();
    host.location.reload();
  });
}
