import type { Messages } from './translator';

// STYLE.md rule 12: only the current language's strings reach the browser,
// fetched when first used (vite.config.ts puts a language's first-page files
// in one chunk and the rest in another).
const FILES = import.meta.glob<Messages>('../locales/*/*.json', {
  import: 'default',
});

/** Each JSON file of a language is a namespace: diagnostic-test.json is diagnosticTest. */
const namespaceOf = (path: string) =>
  (path.split('/').pop() ?? '')
    .replace(/\.json$/, '')
    .replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/** Every namespace (every language has the same files). */
export const NAMESPACE_NAMES = Object.keys(FILES)
  .filter((path) => path.startsWith('../locales/en-US/'))
  .map(namespaceOf);

/** What the first page shows: login, the layouts, the nav bar and the loading state. */
export const FIRST_NAMESPACE_NAMES = ['common', 'auth', 'nav'];

/** One namespace of one language; undefined when there is no such file. */
export function loadStrings(
  language: string,
  namespace: string,
): Promise<Messages> | undefined {
  const file = namespace.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  return FILES[`../locales/${language}/${file}.json`]?.();
}

/**
 * Starts downloading a language's namespaces ahead of the translator's own
 * read of them (i18n.ts), which then finds them on the way (main.tsx, from
 * the stored record before its check). Anything but a language with files
 * fetches nothing.
 */
export function prefetchStrings(
  language: unknown,
  namespaces: readonly string[],
): void {
  if (typeof language !== 'string') return;
  for (const namespace of namespaces)
    loadStrings(language, namespace)?.catch(() => {
      // The translator's own read of the namespace meets the failure too.
    });
}
