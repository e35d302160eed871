/**
 * Self time of a server CPU profile by package: `tsx
 * bench/school/profile-summary.ts <file.cpuprofile> [top]`. Take the profile
 * with BENCH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=<dir>' on a school
 * run. The server is one esbuild bundle (dist/server.js), so a sample's line
 * is mapped to the module esbuild wrote there (its `// <path>` comments), and
 * the module to its npm package or the server's own folder.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The start line (0-based) and path of each module in a bundle, in order. */
export function bundleModules(
  source: string,
): { line: number; path: string }[] {
  const out: { line: number; path: string }[] = [];
  source.split('\n').forEach((text, line) => {
    const m = /^\/\/ ((?:\.\.\/|src\/|\.\/)\S+\.(?:[cm]?js|tsx?|json))$/.exec(
      text,
    );
    if (m) out.push({ line, path: m[1]! });
  });
  return out;
}

/** What a module path belongs to: an npm package, a workspace package or the server's folder. */
export function groupOf(path: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (pkg) return pkg[1]!;
  const ws = /packages\/([^/]+)/.exec(path);
  if (ws) return `@gp/${ws[1]}`;
  const own = /^src\/([^/]+)/.exec(path);
  if (own) return `server src/${own[1]!.replace(/\.ts$/, '')}`;
  return path;
}

export function summarise(profile: Profile, bundles: Map<string, string>) {
  const modules = new Map<string, { line: number; path: string }[]>();
  const selfUs = new Map<number, number>();
  profile.samples.forEach((id, i) =>
    selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)),
  );
  const byGroup = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let total = 0;
  for (const node of profile.nodes) {
    const us = selfUs.get(node.id) ?? 0;
    if (!us) continue;
    const { url, functionName, lineNumber } = node.callFrame;
    let group: string;
    let where = url;
    if (!url) group = functionName || '(anonymous)';
    else if (url.startsWith('node:')) group = 'node internals';
    else if (bundles.has(url)) {
      if (!modules.has(url)) modules.set(url, bundleModules(bundles.get(url)!));
      const list = modules.get(url)!;
      let found = '(bundle preamble)';
      for (const m of list) {
        if (m.line > lineNumber) break;
        found = m.path;
      }
      group = groupOf(found);
      where = found;
    } else group = groupOf(url.replace(/^file:\/\//, ''));
    if (group === '(idle)') continue;
    total += us;
    byGroup.set(group, (byGroup.get(group) ?? 0) + us);
    const fn = `${functionName || '(anonymous)'} ${where.split('/').slice(-2).join('/')}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + us);
  }
  const sorted = (m: Map<string, number>) =>
    [...m.entries()].sort((a, b) => b[1] - a[1]);
  return {
    totalMs: total / 1000,
    groups: sorted(byGroup),
    functions: sorted(byFunction),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [file, top = '25'] = process.argv.slice(2);
  if (!file)
    throw new Error('usage: profile-summary.ts <file.cpuprofile> [top]');
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const bundles = new Map<string, string>();
  for (const node of profile.nodes) {
    const url = node.callFrame.url;
    if (
      url.startsWith('file://') &&
      url.includes('/dist/') &&
      !bundles.has(url)
    )
      bundles.set(url, readFileSync(fileURLToPath(url), 'utf8'));
  }
  const s = summarise(profile, bundles);
  const pct = (us: number) =>
    ((us / 1000 / s.totalMs) * 100).toFixed(1).padStart(5);
  console.log(
    `busy CPU in the profile: ${Math.round(s.totalMs)} ms (idle left out)`,
  );
  console.log('self time by package:');
  for (const [g, us] of s.groups.slice(0, Number(top)))
    console.log(`  ${pct(us)}%  ${g}`);
  console.log('self time by function:');
  for (const [f, us] of s.functions.slice(0, Number(top)))
    console.log(`  ${pct(us)}%  ${f}`);
}
