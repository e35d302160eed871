import type { Plugin } from 'vite';

/** Where the build leaves the list, beside Vite's own manifest (not served: a dot folder). */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

/**
 * What every signed-in screen's first render needs besides its own code
 * (main.tsx starts them on a signed-in address): the shell with TanStack
 * Query, the layouts with the nav bar, and the stored record's check.
 */
const SIGNED_IN_MODULES = [
  'src/app/routes/signed-in-shell.tsx',
  'src/app/routes/nav-layout.tsx',
  'src/lib/storage/local-record-schema.ts',
];

/** The parts of a built chunk the list is made from. */
export interface BuiltChunk {
  fileName: string;
  /** The chunk's name (vite.config.ts names the strings' chunks strings-<language>[-first]). */
  name: string;
  isEntry: boolean;
  /** The modules in the chunk, as absolute paths. */
  moduleIds: readonly string[];
  facadeModuleId: string | null;
  /** The chunks it imports statically. */
  imports: readonly string[];
  css: readonly string[];
}

/**
 * For each screen's address (/gl/<page>, its code in <page>-page.tsx, its
 * first requests in prefetch-<page>-data.ts when it has them), the files its
 * first render loads beyond what index.html already names: the server
 * announces them in the page (issue 16) so they download beside the entry,
 * not once it has run. Keys are the address's last part (the page id: the
 * file's name with underscores for hyphens), values the files' paths under
 * `base`.
 */
export function routePreloads(
  chunks: readonly BuiltChunk[],
  root: string,
  base: string,
): Record<string, string[]> {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const rel = (id: string) => id.slice(root.length).replace(/^[\\/]/, '');
  const chunkOf = (module: string) =>
    chunks.find((c) => c.facadeModuleId && rel(c.facadeModuleId) === module) ??
    chunks.find((c) => c.moduleIds.some((id) => rel(id) === module));
  const closure = (start: readonly BuiltChunk[]) => {
    const files = new Set<string>();
    const visit = (c: BuiltChunk) => {
      if (files.has(c.fileName)) return;
      files.add(c.fileName);
      c.css.forEach((f) => files.add(f));
      c.imports.forEach((f) => {
        const imported = byFile.get(f);
        if (imported) visit(imported);
      });
    };
    start.forEach(visit);
    return files;
  };
  const inHtml = closure(chunks.filter((c) => c.isEntry));
  const signedIn = SIGNED_IN_MODULES.map(chunkOf).filter((c) => !!c);
  const routes: Record<string, string[]> = {};
  for (const chunk of chunks) {
    const page =
      /[\\/]features[\\/][^\\/]+[\\/]components[\\/]([a-z-]+)-page\.tsx$/.exec(
        chunk.facadeModuleId ?? '',
      )?.[1];
    if (!page) continue;
    const data = chunks.find((c) =>
      new RegExp(`[\\\\/]prefetch-${page}-data\\.ts$`).test(
        c.facadeModuleId ?? '',
      ),
    );
    const files = closure([chunk, ...signedIn, ...(data ? [data] : [])]);
    // Keyed by the page's id, which is its address (set-level-page.tsx is
    // /gl/set_level); scripts before styles: the scripts are the larger and
    // start the rest.
    routes[page.replace(/-/g, '_')] = [...files]
      .filter((f) => !inHtml.has(f))
      .sort((a, b) => Number(a.endsWith('.css')) - Number(b.endsWith('.css')))
      .map((f) => `${base}${f}`);
  }
  return routes;
}

/**
 * Each language's strings files, by culture code: a signed-in screen waits
 * for all of them (app/routes/screens.tsx), the first-page ones and the rest.
 */
export function stringsPreloads(
  chunks: readonly BuiltChunk[],
  base: string,
): Record<string, string[]> {
  const languages: Record<string, string[]> = {};
  for (const c of chunks) {
    const language = /^strings-([a-zA-Z]{2}-[a-zA-Z]{2})(-first)?$/.exec(
      c.name,
    )?.[1];
    if (language) (languages[language] ??= []).push(`${base}${c.fileName}`);
  }
  for (const files of Object.values(languages)) files.sort();
  return languages;
}

/** Writes routePreloads() and stringsPreloads() of the build to ROUTE_PRELOADS_FILE. */
export function routePreloadsPlugin(): Plugin {
  let root = '';
  let base = '/';
  return {
    name: 'gp-route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const chunks: BuiltChunk[] = [];
      for (const out of Object.values(bundle))
        if (out.type === 'chunk')
          chunks.push({
            fileName: out.fileName,
            name: out.name,
            isEntry: out.isEntry,
            moduleIds: out.moduleIds,
            facadeModuleId: out.facadeModuleId,
            imports: out.imports,
            css: [...(out.viteMetadata?.importedCss ?? [])],
          });
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: JSON.stringify(
          {
            routes: routePreloads(chunks, root, base),
            strings: stringsPreloads(chunks, base),
          },
          null,
          1,
        ),
      });
    },
  };
}
