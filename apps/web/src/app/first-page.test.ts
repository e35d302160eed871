import ts from 'typescript';
import { expect, it } from 'vitest';

/**
 * Issue 16 (first page at most 130 KB, decision 017): what /gl/login runs is
 * main.tsx and what it imports statically (dynamic imports and React.lazy
 * load later). None of it may take a value from zod or the wire contract
 * (packages/api builds on zod), nor from TanStack Query; types are fine,
 * they leave no code.
 */
const GLOB = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.*'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

// Keys relative to src/app: this folder's files are './x', written here '../app/x' like the rest.
const SOURCES: Record<string, string> = Object.fromEntries(
  Object.entries(GLOB).map(([key, text]) => [
    key.replace(/^\.\//, '../app/'),
    text,
  ]),
);

/** A relative import's file among SOURCES (keys are relative to this folder). */
function resolveLocal(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const parts = from.split('/').slice(0, -1);
  for (const part of spec.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  const base = parts.join('/');
  return (
    [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find(
      (f) => SOURCES[f] !== undefined,
    ) ?? null
  );
}

/** The modules a file imports for their values (not `import type`, not only type names). */
function valueImports(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    SOURCES[file] ?? '',
    ts.ScriptTarget.Latest,
  );
  const specs: string[] = [];
  for (const node of source.statements) {
    if (
      !(ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) ||
      !node.moduleSpecifier ||
      !ts.isStringLiteral(node.moduleSpecifier)
    )
      continue;
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      if (clause?.isTypeOnly) continue;
      const named = clause?.namedBindings;
      const onlyTypes =
        clause !== undefined &&
        !clause.name &&
        named !== undefined &&
        ts.isNamedImports(named) &&
        named.elements.length > 0 &&
        named.elements.every((e) => e.isTypeOnly);
      if (onlyTypes) continue;
    } else if (node.isTypeOnly) continue;
    specs.push(node.moduleSpecifier.text);
  }
  return specs;
}

/** The first page's files and the modules each imports for values; walked once for the three tests. */
let graph: Map<string, string[]> | undefined;
function firstPageImports(): Map<string, string[]> {
  if (graph) return graph;
  const seen = new Map<string, string[]>();
  const queue = ['../main.tsx'];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    const specs = valueImports(file);
    seen.set(file, specs);
    for (const spec of specs) {
      const next = resolveLocal(file, spec);
      if (next) queue.push(next);
    }
  }
  return (graph = seen);
}

/** The first page's files that take a value from one of these modules. */
function importersOf(modules: readonly string[]): string[] {
  const files = firstPageImports();
  expect(files.size).toBeGreaterThan(20);
  return [...files]
    .filter(([, specs]) => specs.some((s) => modules.includes(s)))
    .map(([file]) => file);
}

it('keeps zod and the wire contract off the first page', () => {
  expect(importersOf(['zod', '@gp/api'])).toEqual([]);
});

// The query client and its provider wrap the signed-in pages only
// (routes/signed-in.tsx); a sign-in loads them with its requests.
it('keeps TanStack Query off the first page', () => {
  expect(
    importersOf(['@tanstack/react-query', '@tanstack/query-core']),
  ).toEqual([]);
});

// The layouts with the navigation bar load with the first signed-in page.
it('keeps the navigation bar off the first page', () => {
  expect(
    [...firstPageImports().keys()].filter((f) => f.includes('/navigation/')),
  ).toEqual([]);
});
