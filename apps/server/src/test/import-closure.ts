/**
 * The source files a module can run: itself and, followed transitively, every
 * relative import and re-export (static or dynamic) it names, plus the whole
 * source folder of each workspace package (@gp/...) it reaches. Dependencies
 * from npm are left to the lockfile. setup-cache.ts keys the databases it
 * keeps on these files' bytes instead of on every server source, so an edit
 * to a route or a test does not rebuild them, while an edit to anything the
 * course import runs still does.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g;

function resolveRelative(from: string, specifier: string): string {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    base.replace(/\.js$/, '.ts'),
  ])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  throw new Error(`import-closure: cannot resolve ${specifier} from ${from}`);
}

/** Every non-test file under a folder, sorted. */
export function filesUnder(root: string, folder: string): string[] {
  const path = join(root, folder);
  if (!statSync(path).isDirectory()) return [folder];
  return readdirSync(path, { recursive: true, encoding: 'utf8' })
    .filter((f) => !/\.test\.tsx?$/.test(f))
    .map((f) => join(folder, f))
    .filter((f) => statSync(join(root, f)).isFile())
    .sort();
}

/**
 * The files, relative to `root`, that `entries` (paths relative to `root`)
 * can run, sorted: workspace packages as their whole package.json and src.
 */
export function importClosure(root: string, entries: string[]): string[] {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const pending = entries.map((e) => join(root, e));
  for (let file = pending.pop(); file; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    if (!/\.tsx?$/.test(file)) continue;
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(
      SPECIFIER,
    )) {
      if (!specifier) continue;
      if (specifier.startsWith('.'))
        pending.push(resolveRelative(file, specifier));
      else if (specifier.startsWith('@gp/')) {
        const name = specifier.split('/')[1]!;
        if (packages.has(name)) continue;
        packages.add(name);
        // The whole package, scanned too: it may reach another package.
        for (const f of [
          `packages/${name}/package.json`,
          ...filesUnder(root, `packages/${name}/src`),
        ])
          pending.push(join(root, f));
      }
    }
  }
  return [...seen].map((f) => relative(root, f)).sort();
}
