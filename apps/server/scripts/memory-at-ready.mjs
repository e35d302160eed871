#!/usr/bin/env node
/**
 * Where a started server's memory goes (issue 10 §6): starts the command like
 * measure-start.mjs, and half a second after GET /api/health answers 200
 * splits the process's resident memory (RSS) into PGlite's WebAssembly memory
 * (the database's buffer cache and working memory), the V8 heap, the node
 * binary's code, and the rest (malloc, compiled WebAssembly, buffers). Run it
 * on a seeded data directory, never on ./data:
 *
 *   DATA_DIR=/tmp/gp-seeded node apps/server/scripts/memory-at-ready.mjs -- node apps/server/dist/server.js
 *
 * The figures inside the process come from a preload (`--import`) that
 * answers SIGUSR2 with process.memoryUsage() and the size of every
 * WebAssembly.Memory created; the resident part of each mapping comes from
 * /proc/<pid>/smaps.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const split = process.argv.indexOf('--');
const [cmd, ...args] = process.argv.slice(split + 1);
if (split < 0 || !process.env.DATA_DIR || !/(^|\/)node$/.test(cmd ?? '')) {
  console.error(
    'usage: DATA_DIR=/tmp/dir node memory-at-ready.mjs -- node <server.js>',
  );
  process.exit(2);
}

const dir = mkdtempSync(join(tmpdir(), 'gp-memory-'));
const report = join(dir, 'report.json');
const probe = `
import { writeFileSync } from 'node:fs';
const memories = [];
const Memory = WebAssembly.Memory;
WebAssembly.Memory = new Proxy(Memory, {
  construct(target, a) { const m = new target(...a); memories.push(m); return m; },
});
process.on('SIGUSR2', () => writeFileSync(${JSON.stringify(report)}, JSON.stringify({
  usage: process.memoryUsage(),
  wasm: memories.map((m) => m.buffer.byteLength),
})));
`;

const port = await new Promise((ok) => {
  const s = createServer().listen(0, '127.0.0.1', () => {
    const { port: p } = s.address();
    s.close(() => ok(p));
  });
});
const child = spawn(
  cmd,
  [`--import=data:text/javascript,${encodeURIComponent(probe)}`, ...args],
  {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  },
);
for (;;) {
  if (child.exitCode !== null) throw new Error('the server exited');
  try {
    if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
  } catch {
    // not listening yet
  }
  await new Promise((r) => setTimeout(r, 20));
}
await new Promise((r) => setTimeout(r, 500));

/** Every mapping of the process: its size and resident kB, and what it maps. */
const mappings = [];
for (const line of readFileSync(`/proc/${child.pid}/smaps`, 'utf8').split(
  '\n',
)) {
  const head = /^([0-9a-f]+)-([0-9a-f]+) \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
  if (head)
    mappings.push({
      kb: (parseInt(head[2], 16) - parseInt(head[1], 16)) / 1024,
      name: head[3],
      rss: 0,
    });
  const rss = /^Rss:\s+(\d+)/.exec(line);
  if (rss) mappings.at(-1).rss = Number(rss[1]);
}
child.kill('SIGUSR2');
for (let i = 0; i < 100; i++) {
  try {
    readFileSync(report);
    break;
  } catch {
    await new Promise((r) => setTimeout(r, 20));
  }
}
const inside = JSON.parse(readFileSync(report, 'utf8'));
child.kill('SIGTERM');
await new Promise((r) => child.once('exit', r));
rmSync(dir, { recursive: true });

const mb = (kb) => `${Math.round(kb / 1024)} MB`;
const total = mappings.reduce((s, m) => s + m.rss, 0);
// A WebAssembly memory is one anonymous mapping of exactly its size.
const wasm = inside.wasm.map((bytes) => {
  const m = mappings.find((x) => x.name === '' && x.kb === bytes / 1024);
  return { kb: bytes / 1024, rss: m?.rss ?? 0 };
});
const wasmRss = wasm.reduce((s, w) => s + w.rss, 0);
const heap = inside.usage.heapTotal / 1024;
const binary = mappings
  .filter((m) => m.name === process.execPath || m.name.endsWith('/node'))
  .reduce((s, m) => s + m.rss, 0);
console.log(`RSS at ready: ${mb(total)}`);
for (const w of wasm)
  console.log(
    `  WebAssembly memory (PGlite): ${mb(w.rss)} resident of ${mb(w.kb)}`,
  );
console.log(
  `  V8 heap: ${mb(heap)} (used ${mb(inside.usage.heapUsed / 1024)}); external ${mb(inside.usage.external / 1024)}, of which array buffers ${mb(inside.usage.arrayBuffers / 1024)}`,
);
console.log(`  node binary: ${mb(binary)}`);
console.log(
  `  the rest (malloc, compiled WebAssembly, buffers, stacks): ${mb(total - wasmRss - heap - binary)}`,
);
