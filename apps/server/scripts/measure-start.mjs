#!/usr/bin/env node
/**
 * Measures a production start: the time from spawning the command to
 * GET /api/health answering 200, the CPU time the process tree spent until
 * then (the figure a busy machine changes least), and the resident memory
 * (RSS) of the whole tree and of its largest process half a second later. Run it on a seeded
 * data directory (start once first), never on ./data:
 *
 *   DATA_DIR=/tmp/gp-seeded node apps/server/scripts/measure-start.mjs [runs] -- node apps/server/dist/server.js
 *
 * DATABASE_URL is passed through, so the same command measures PostgreSQL.
 */
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';

const split = process.argv.indexOf('--');
if (split < 0 || !process.env.DATA_DIR) {
  console.error(
    'usage: DATA_DIR=/tmp/dir node measure-start.mjs [runs] -- <command...>',
  );
  process.exit(2);
}
const runs = Number(process.argv[2] === '--' ? 3 : process.argv[2]);
const [cmd, ...args] = process.argv.slice(split + 1);

const freePort = () =>
  new Promise((ok) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => ok(port));
    });
  });

/** Every process's parent, RSS (kB) and CPU time (clock ticks) from /proc. */
function processTable() {
  const table = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ppid = Number(fields[1]);
      const cpu = Number(fields[11]) + Number(fields[12]);
      const status = readFileSync(`/proc/${name}/status`, 'utf8');
      const rss = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      table.set(Number(name), { ppid, rss, cpu });
    } catch {
      // the process ended while we looked
    }
  }
  return table;
}

/** The CPU time of a process's main thread: the serial part of a start. */
function mainThreadCpu(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

function treeOf(root) {
  const table = processTable();
  const pids = [root];
  for (let i = 0; i < pids.length; i++)
    for (const [pid, p] of table) if (p.ppid === pids[i]) pids.push(pid);
  return pids.map((pid) => ({
    pid,
    rss: table.get(pid)?.rss ?? 0,
    cpu: table.get(pid)?.cpu ?? 0,
  }));
}

async function once() {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(cmd, args, {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  let ms;
  let cpu;
  let mainCpu;
  for (;;) {
    if (child.exitCode !== null) throw new Error('the server exited');
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) {
        ms = performance.now() - started;
        // Clock ticks are 1/100 s on Linux.
        const tree = treeOf(child.pid);
        cpu = tree.reduce((sum, p) => sum + p.cpu, 0) * 10;
        mainCpu = Math.max(...tree.map((p) => mainThreadCpu(p.pid))) * 10;
        break;
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  await new Promise((r) => setTimeout(r, 500));
  const tree = treeOf(child.pid);
  const total = tree.reduce((s, p) => s + p.rss, 0);
  const largest = Math.max(...tree.map((p) => p.rss));
  process.kill(-child.pid, 'SIGTERM');
  await new Promise((r) => child.once('exit', r));
  return {
    ms,
    cpu,
    mainCpu,
    total: total / 1024,
    largest: largest / 1024,
    n: tree.length,
  };
}

const results = [];
for (let i = 0; i < runs; i++) {
  const r = await once();
  results.push(r);
  console.log(
    `run ${i + 1}: ready in ${Math.round(r.ms)} ms (CPU ${r.cpu} ms, main thread ${r.mainCpu} ms); RSS ${Math.round(r.total)} MB in ${r.n} processes, largest ${Math.round(r.largest)} MB`,
  );
}
const median = (xs) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(
  `median: ready in ${Math.round(median(results.map((r) => r.ms)))} ms (CPU ${median(results.map((r) => r.cpu))} ms, main thread ${median(results.map((r) => r.mainCpu))} ms); RSS ${Math.round(median(results.map((r) => r.total)))} MB total, ${Math.round(median(results.map((r) => r.largest)))} MB largest`,
);
