import { existsSync, readFileSync } from 'node:fs';
import { gpCookieLanguage } from '@gp/domain';
/** Only the build's own asset paths go into a page. */
const ASSET = /^\/gl\/assets\/[\w.-]+\.(js|css)$/;

interface Preloads {
  /** By the last part of a screen's address: the files its first render loads. */
  routes: Record<string, string[]>;
  /** By culture code: that language's strings files. */
  strings: Record<string, string[]>;
}

const assetsIn = (value: unknown): Record<string, string[]> =>
  Object.fromEntries(
    Object.entries(
      value && typeof value === 'object' ? (value as object) : {},
    ).map(([key, files]) => [
      key,
      Array.isArray(files)
        ? files.filter(
            (f): f is string => typeof f === 'string' && ASSET.test(f),
          )
        : [],
    ]),
  );

/** What apps/web/route-preloads.ts wrote at build time; nothing without it. */
function readPreloads(webDist: string): Preloads {
  const file = `${webDist}/.vite/route-preloads.json`;
  if (!existsSync(file)) return { routes: {}, strings: {} };
  const read = JSON.parse(readFileSync(file, 'utf8')) as Partial<
    Record<keyof Preloads, unknown>
  >;
  return { routes: assetsIn(read.routes), strings: assetsIn(read.strings) };
}

/**
 * The tags that start a screen's files with the page rather than once the
 * entry has run: scripts as module preloads, styles as preloads that the
 * stylesheet links Vite adds later find in the cache (both CORS, as Vite
 * loads them).
 */
export function preloadTags(files: readonly string[]): string {
  return files
    .map((f) =>
      f.endsWith('.css')
        ? `<link rel="preload" as="style" crossorigin href="${f}">`
        : `<link rel="modulepreload" crossorigin href="${f}">`,
    )
    .join('');
}

/** The language the request's gp_cookie keeps, if the build has strings for it. */
function cookieLanguage(
  header: string | undefined,
  strings: Preloads['strings'],
): string | undefined {
  const language = gpCookieLanguage(header);
  return language && Object.hasOwn(strings, language) ? language : undefined;
}

/**
 * The web app's page for a screen's address (issue 16): index.html naming the
 * files that screen's first render loads, and the strings of the language the
 * cookie names, so they download beside the entry. Made on a first request
 * for each screen and language and kept (at most screens x (languages + 1));
 * undefined for any other address. `extra` adds tags to a screen's page by
 * its address (the player's prefetches on testing, player-prefetch.ts).
 */
export function screenPages<P>(
  webDist: string,
  html: string,
  make: (html: string) => P,
  extra: Readonly<Record<string, string>> = {},
): (route: string, cookie: string | undefined) => P | undefined {
  const { routes, strings } = readPreloads(webDist);
  const made = new Map<string, P>();
  return (route, cookie) => {
    if (!Object.hasOwn(routes, route)) return undefined;
    const language = cookieLanguage(cookie, strings);
    const key = `${route} ${language ?? ''}`;
    let page = made.get(key);
    if (!page) {
      const files = [
        ...routes[route]!,
        ...(language ? strings[language]! : []),
      ];
      const tags = `${preloadTags(files)}${extra[route] ?? ''}`;
      page = make(html.replace('</head>', `${tags}</head>`));
      made.set(key, page);
    }
    return page;
  };
}
