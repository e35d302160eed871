import { PLAYER_PAGE } from '../../lib/player/player-frame';

/** The documents whose player files are fetched or being fetched: once per page load is enough. */
const started = new WeakSet<Document>();

/**
 * The files the player's page loads before it can show a question (its
 * module scripts, module preloads and style sheets), read from the page's
 * HTML: their names carry the build's hashes, which only the player's build
 * knows. Only files of our origin under the player's folder count.
 */
export function playerFiles(
  html: string,
  origin: string,
): { href: string; crossOrigin: string | null }[] {
  const page = new DOMParser().parseFromString(html, 'text/html');
  const tags = page.querySelectorAll<HTMLScriptElement | HTMLLinkElement>(
    'script[type="module"][src], link[rel="modulepreload"][href], link[rel="stylesheet"][href]',
  );
  const files = new Map<string, string | null>();
  for (const tag of tags) {
    const raw = tag.getAttribute(
      tag instanceof HTMLScriptElement ? 'src' : 'href',
    )!;
    const url = new URL(raw, new URL(PLAYER_PAGE, origin));
    if (url.origin !== origin || !url.pathname.startsWith(PLAYER_PAGE))
      continue;
    files.set(url.pathname, tag.getAttribute('crossorigin'));
  }
  return [...files].map(([href, crossOrigin]) => ({ href, crossOrigin }));
}

/**
 * Fetches the player's files into the HTTP cache ahead of the test (issue
 * 16: the player's bundle booted cold when the frame opened), as
 * `<link rel="prefetch">`: the browser fetches them when idle, at the lowest
 * priority, and the frame's page then finds them in its cache (hashed files
 * are cached as immutable). The link keeps the script tag's crossorigin
 * mode so the cached copy answers the module request. A failure changes
 * nothing: the frame loads the files itself.
 */
export function prefetchPlayer(
  doc: Document = document,
  load: typeof fetch = (input, init) => fetch(input, init),
): void {
  if (started.has(doc)) return;
  started.add(doc);
  const origin = doc.location?.origin ?? window.location.origin;
  void load(PLAYER_PAGE, { credentials: 'same-origin' })
    .then((res) => (res.ok ? res.text() : ''))
    .then((html) => {
      for (const file of playerFiles(html, origin)) {
        const link = doc.createElement('link');
        link.rel = 'prefetch';
        link.href = file.href;
        if (file.crossOrigin !== null) link.crossOrigin = file.crossOrigin;
        doc.head.append(link);
      }
    })
    .catch(() => {
      // Offline or no player built: the frame loads its files when it opens.
    });
}
