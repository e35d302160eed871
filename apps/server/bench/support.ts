import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

export const serverDir = fileURLToPath(new URL('..', import.meta.url));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

export interface Child {
  port: number;
  /** CPU seconds (user + system) the process has used so far. */
  cpuSeconds(): number;
  stop(): Promise<void>;
}

/**
 * Starts a TypeScript entry point in its own process and waits for `ready` to
 * answer. BENCH_SERVER_NODE_ARGS adds node options to it, e.g.
 * `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile the servers.
 */
export async function startChild(
  entry: string,
  env: Record<string, string>,
  readyPath: string,
  nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '')
    .split(' ')
    .filter(Boolean),
): Promise<Child> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    [...nodeArgs, '--import', 'tsx', entry],
    {
      cwd: serverDir,
      // One process (the server's CPU is this pid's), unless a run asks for more.
      env: {
        ...process.env,
        WORKERS: '1',
        ...env,
        PORT: String(port),
        HOST: '127.0.0.1',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}${readyPath}`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${entry} did not start`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    port,
    cpuSeconds: () => {
      if (child.exitCode !== null) throw new Error(`${entry} exited`);
      // /proc/<pid>/stat fields 14 and 15: utime and stime in clock ticks.
      const stat = readFileSync(`/proc/${child.pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return (Number(fields[11]) + Number(fields[12])) / 100;
    },
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export interface Measure {
  requestsPerSecond: number;
  /** Requests answered in the run. */
  requests: number;
  /** CPU time of the server process per request (ms), when it was measured. */
  serverCpuMs?: number;
  /**
   * CPU time of the whole machine per request (ms): the server, the database
   * and the load generator, which share the cores here.
   */
  machineCpuMs?: number;
  /** The median latency, where the run reports it. */
  p50Ms?: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

export async function measure(opts: autocannon.Options): Promise<Measure> {
  return measureOf(
    await autocannon({ duration: 10, connections: 50, ...opts }),
  );
}

/** The figures the bench reports from one autocannon result. */
export function measureOf(r: autocannon.Result): Measure {
  return {
    requestsPerSecond: Math.round(r.requests.average),
    requests: r.requests.total,
    p99Ms: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
  };
}

/** Creates an empty database on the server of `adminUrl`; its URL. */
export async function createDatabase(
  adminUrl: string,
  name: string,
): Promise<string> {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  await c.query(`create database ${name}`);
  await c.end();
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * A PostgreSQL to measure on: BENCH_DATABASE_URL, or a throwaway server
 * started here (ENVIRONMENT.md), or none when PostgreSQL is not installed.
 */
export async function benchPostgres(): Promise<
  { url: string; stop: () => void } | undefined
> {
  const admin = process.env.BENCH_DATABASE_URL;
  const fresh = (adminUrl: string) =>
    createDatabase(adminUrl, `gp_bench_${Date.now()}`);
  if (admin) return { url: await fresh(admin), stop: () => {} };
  const bins = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql').sort()
    : [];
  const bin = bins.length
    ? `/usr/lib/postgresql/${bins[bins.length - 1]}/bin`
    : undefined;
  if (!bin || process.getuid?.() !== 0) return undefined;
  const dir = mkdtempSync(join(tmpdir(), 'gp-bench-pg-'));
  const port = await freePort();
  execFileSync('chown', ['postgres', dir]);
  execFileSync(
    'su',
    ['postgres', '-c', `${bin}/initdb -D ${dir} -A trust -U postgres`],
    { stdio: 'ignore' },
  );
  execFileSync(
    'su',
    [
      'postgres',
      '-c',
      `${bin}/pg_ctl -D ${dir} -l ${dir}/log -o '-c listen_addresses=127.0.0.1 -p ${port} -k ${dir}' -w start`,
    ],
    { stdio: 'ignore' },
  );
  const url = await fresh(`postgres://postgres@127.0.0.1:${port}/postgres`);
  return {
    url,
    stop: () => {
      execFileSync(
        'su',
        ['postgres', '-c', `${bin}/pg_ctl -D ${dir} -m fast stop`],
        { stdio: 'ignore' },
      );
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** CPU seconds the machine's processes have used (/proc/stat, all cores). */
function machineCpuSeconds(): number {
  // Steal (time the hypervisor gave to other machines) is not ours.
  const [user, nice, system, , , irq, softirq] = readFileSync(
    '/proc/stat',
    'utf8',
  )
    .split('\n')[0]!
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  return (user! + nice! + system! + irq! + softirq!) / 100;
}

/** Runs a measurement and adds the server's and the machine's CPU time per request. */
export async function withServerCpu<M extends Measure>(
  server: Child,
  run: () => Promise<M>,
): Promise<M> {
  const before = server.cpuSeconds();
  const machineBefore = machineCpuSeconds();
  const m = await run();
  const cpu = server.cpuSeconds() - before;
  const machine = machineCpuSeconds() - machineBefore;
  const perRequest = (seconds: number) =>
    m.requests ? Math.round((seconds * 1e6) / m.requests) / 1000 : 0;
  return {
    ...m,
    serverCpuMs: perRequest(cpu),
    machineCpuMs: perRequest(machine),
  };
}

/** Writes a run's figures to bench-results/<prefix>-<date>.json; the file's path. */
export function writeResults(prefix: string, data: unknown): string {
  const out = join(serverDir, '../../bench-results');
  mkdirSync(out, { recursive: true });
  const file = join(
    out,
    `${prefix}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
  );
  writeFileSync(file, JSON.stringify(data, null, 2));
  return file;
}
