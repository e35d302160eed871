import { existsSync, readFileSync } from 'node:fs';

/** Only the player build's own asset paths go into a page. */
const PLAYER_ASSET = /^\/player\/assets\/[\w.-]+\.(js|css)$/;

/**
 * Prefetch links for the files the player's page loads before it can show a
 * question (its module scripts, module preloads and style sheets, read from
 * the player's built index.html: their names carry the player build's
 * hashes), for the testing screen's page (issue 16). The testing page opens
 * the player's frame only once its own code has run, while the start of the
 * test, which creates it on the server the first time, keeps the server busy:
 * the player's files then waited behind it. Prefetched with the page, they
 * are in the HTTP cache by then. CORS, as Vite's tags load them; empty
 * without a built player.
 */
export function playerPrefetchTags(playerDist: string): string {
  const file = `${playerDist}/index.html`;
  if (!existsSync(file)) return '';
  const html = readFileSync(file, 'utf8');
  const tags =
    html.match(
      /<(?:script[^>]*type="module"[^>]*|link[^>]*rel="(?:modulepreload|stylesheet)"[^>]*)>/g,
    ) ?? [];
  const files = new Set(
    tags
      .map((tag) => /\s(?:src|href)="([^"]+)"/.exec(tag)?.[1] ?? '')
      .filter((path) => PLAYER_ASSET.test(path)),
  );
  return [...files]
    .map((f) => `<link rel="prefetch" crossorigin href="${f}">`)
    .join('');
}
