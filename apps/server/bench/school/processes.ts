/**
 * The processes the school bench measures: the compiled server (dist/,
 * `npm run build -w apps/server`) with an event-loop probe, a throwaway
 * PostgreSQL cluster (ENVIRONMENT.md) whose processes it can find, and their
 * CPU time and memory read from /proc.
 */
import { execFileSync, spawn } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { freePort, serverDir } from '../support';

/** CPU seconds (user + system) of a process, and of its reaped children when asked. */
export function cpuSecondsOf(pid: number, withReapedChildren = false): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields 14-17: utime, stime, cutime, cstime (clock ticks).
    const own = Number(f[11]) + Number(f[12]);
    const reaped = withReapedChildren ? Number(f[13]) + Number(f[14]) : 0;
    return (own + reaped) / 100;
  } catch {
    return 0;
  }
}

/** Proportional memory (PSS, MB): shared pages split among their users, so a sum over processes is honest. */
export function pssMbOf(pid: number): number {
  try {
    const m = /^Pss:\s+(\d+) kB/m.exec(
      readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'),
    );
    return m ? Number(m[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

/** Resident memory (RSS, MB). */
export function rssMbOf(pid: number): number {
  try {
    const m = /^VmRSS:\s+(\d+) kB/m.exec(
      readFileSync(`/proc/${pid}/status`, 'utf8'),
    );
    return m ? Number(m[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

export function childrenOf(parent: number): number[] {
  const out: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === parent) out.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return out;
}

export interface PgCluster {
  url: string;
  /** The same database over the cluster's Unix socket instead of TCP loopback. */
  socketUrl(url: string): string;
  /** CPU seconds of the postmaster and all its backends so far, ended ones included. */
  cpuSeconds(): number;
  pssMb(): number;
  stop(): void;
}

/** A throwaway PostgreSQL cluster, or undefined where PostgreSQL or root is missing. */
export async function startPostgres(): Promise<PgCluster | undefined> {
  const versions = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql').sort()
    : [];
  if (!versions.length || process.getuid?.() !== 0) return undefined;
  const bin = `/usr/lib/postgresql/${versions[versions.length - 1]}/bin`;
  const dir = mkdtempSync(join(tmpdir(), 'gp-school-pg-'));
  const port = await freePort();
  const su = (cmd: string) =>
    execFileSync('su', ['postgres', '-c', cmd], { stdio: 'ignore' });
  execFileSync('chown', ['postgres', dir]);
  su(`${bin}/initdb -D ${dir} -A trust -U postgres`);
  // max_connections: two servers' pools and the bench's own sampler;
  // pg_stat_statements: the statements of a run, counted (trial.ts).
  su(
    `${bin}/pg_ctl -D ${dir} -l ${dir}/log -o '-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c max_connections=200 -c shared_preload_libraries=pg_stat_statements' -w start`,
  );
  const postmaster = Number(
    readFileSync(join(dir, 'postmaster.pid'), 'utf8').split('\n')[0],
  );
  // Backends that end are added to the postmaster's reaped-children time.
  const all = () => [postmaster, ...childrenOf(postmaster)];
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    socketUrl: (url) => {
      const u = new URL(url);
      u.hostname = 'localhost';
      u.searchParams.set('host', dir);
      return u.toString();
    },
    cpuSeconds: () =>
      cpuSecondsOf(postmaster, true) +
      childrenOf(postmaster).reduce((s, p) => s + cpuSecondsOf(p), 0),
    pssMb: () => all().reduce((s, p) => s + pssMbOf(p), 0),
    stop: () => {
      su(`${bin}/pg_ctl -D ${dir} -m fast stop`);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** One second of one server process, as loop-probe.mjs wrote it (ms). */
export interface ProbeSecond {
  /** The second's end, epoch ms. */
  at: number;
  loopP99: number;
  loopMax: number;
  /** A thread-pool job's round trip (queue, run and the loop's own delay). */
  poolP99: number;
  poolMax: number;
}

/** The probe's lines between two epoch times; its 10 ms resolution is its own sleep, not a delay. */
function readProbe(file: string, from: number, to: number): ProbeSecond[] {
  const out: ProbeSecond[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const [at, , q99, top, poolP99, poolMax] = line.split(' ').map(Number);
    if (!at || at < from || at > to + 1000) continue;
    out.push({
      at,
      loopP99: Math.max(0, q99! - 10),
      loopMax: Math.max(0, top! - 10),
      poolP99: poolP99 ?? 0,
      poolMax: poolMax ?? 0,
    });
  }
  return out;
}

export interface ServerProcess {
  url: string;
  pid: number;
  /** Worker processes (WORKERS on PostgreSQL), 1 for a single process. */
  workers: number;
  /** CPU seconds of the server: the process, its live workers and the ended ones. */
  cpuSeconds(): number;
  /** Resident memory of the server's processes together (the primary and its workers). */
  rssMb(): number;
  /** Event-loop delay (p99 and max of each second, ms) between two epoch times. */
  loopDelay(from: number, to: number): { p99: number; max: number };
  /** The probe's seconds (loop-probe.mjs) between two epoch times, of every process. */
  probeSeconds(from: number, to: number): ProbeSecond[];
  stop(): Promise<void>;
}

/** Builds the server once per bench run (its dist/ is what `npm start` runs). */
export function buildServer(): void {
  try {
    execFileSync(process.execPath, ['scripts/build.mjs', '--course'], {
      cwd: serverDir,
      stdio: 'ignore',
    });
  } catch {
    if (!existsSync(join(serverDir, 'dist/server.js')))
      throw new Error('The server did not build (node scripts/build.mjs).');
    console.warn('The server did not build; measuring the dist/ there is.');
  }
}

/** Starts dist/server.js with the loop probe, and waits for readiness. */
export async function startServer(
  env: Record<string, string>,
): Promise<ServerProcess> {
  const port = await freePort();
  const loopFile = join(mkdtempSync(join(tmpdir(), 'gp-school-loop-')), 'loop');
  writeFileSync(loopFile, '');
  const child = spawn(
    process.execPath,
    [
      // e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile the server.
      ...(process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean),
      '--import',
      './bench/school/loop-probe.mjs',
      'dist/server.js',
    ],
    {
      cwd: serverDir,
      env: {
        ...process.env,
        LOG_LEVEL: 'warn',
        // One process unless the run asks for workers (cluster.ts).
        WORKERS: '1',
        ...env,
        PORT: String(port),
        HOST: '127.0.0.1',
        GP_BENCH_LOOP_FILE: loopFile,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('the server exited at start');
    try {
      if ((await fetch(`${url}/api/health/ready`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 250));
  }
  const pid = child.pid!;
  // Several workers (cluster.ts): the first answers before the others listen.
  const workers = Math.max(1, Number(env.WORKERS ?? 1) || 1);
  if (workers > 1) {
    while (childrenOf(pid).length < workers) {
      if (Date.now() > deadline) throw new Error('the workers did not start');
      await new Promise((r) => setTimeout(r, 250));
    }
    await new Promise((r) => setTimeout(r, 3000));
  }
  const tree = () => [pid, ...(workers > 1 ? childrenOf(pid) : [])];
  return {
    url,
    pid,
    workers,
    cpuSeconds: () =>
      cpuSecondsOf(pid, true) +
      (workers > 1
        ? childrenOf(pid).reduce((sum, p) => sum + cpuSecondsOf(p), 0)
        : 0),
    rssMb: () => tree().reduce((sum, p) => sum + rssMbOf(p), 0),
    loopDelay: (from, to) =>
      readProbe(loopFile, from, to).reduce(
        (acc, l) => ({
          p99: Math.max(acc.p99, l.loopP99),
          max: Math.max(acc.max, l.loopMax),
        }),
        { p99: 0, max: 0 },
      ),
    probeSeconds: (from, to) => readProbe(loopFile, from, to),
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => {
          rmSync(dirname(loopFile), { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
