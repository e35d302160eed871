/**
 * One run of the school at a given N against running servers: the load
 * generator in its own process, and the CPU, memory, event-loop delay and
 * database-pool use of every process measured over the run.
 */
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import pg from 'pg';
import { serverDir } from '../support';
import type { RunRequest, RunResult } from './load-generator';
import type { PgCluster, ServerProcess } from './processes';
import type { Phase } from './model';
import { mergeTimeline, type Second, type Tick } from './timeline';
import { countStatements, startCounting, type Statements } from './statements';
import { ioStallSeconds, type DiskWaits } from './disk';

/**
 * The p99 every call must stay under. BENCH_SCHOOL_LIMIT_MS raises it to
 * measure the CPU per student on a machine too busy for any N to pass.
 */
export const LIMIT_MS = Number(process.env.BENCH_SCHOOL_LIMIT_MS ?? 200);

export interface CallFigures {
  count: number;
  p50: number;
  p99: number;
  errors: number;
  /** The mean answer body on the wire, KB (compressed when the server compressed it). */
  kb: number;
}

export interface Trial {
  n: number;
  /** What the run played of the exam (model.ts). */
  phase: Phase;
  pass: boolean;
  why?: string;
  seconds: number;
  requests: number;
  requestsPerSecond: number;
  calls: Record<string, CallFigures>;
  /** Cores used on average over the run (CPU seconds per second). */
  cpu: {
    server: number;
    database?: number;
    generator: number;
    machine: number;
  };
  /**
   * CPU ms per student whose session ran to its end (when all did): a
   * figure that depends little on other load, unlike the latencies.
   */
  cpuPerStudentMs?: { server: number; database?: number; generator: number };
  /** CPU ms per answered request, over the whole run (also when it stopped early). */
  cpuPerRequestMs: { server: number; database?: number };
  memoryMb: { server: number; database?: number };
  loopDelayMs: { p99: number; max: number };
  /** PostgreSQL connections busy with a query, as sampled every 250 ms. */
  pool?: {
    meanActive: number;
    maxActive: number;
    fullShare: number;
    size: number;
  };
  loadAverage: number;
  failures: string[];
  /** Second by second (timeline.ts): the burst's shape and what the server did. */
  timeline: Second[];
  /** SQL statements PostgreSQL ran (pg_stat_statements), per student when all finished. */
  statements?: Statements;
  /** Waits on the disk (disk.ts), where the kernel reports them. */
  disk?: DiskWaits;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length
    ? sorted[
        Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)
      ]!
    : 0;

/** All CPU time of the machine so far (every process, ours and the others'). */
function machineCpuSeconds(): number {
  const f = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]!
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  // user, nice, system, irq, softirq; not idle, iowait or steal.
  return (f[0]! + f[1]! + f[2]! + f[5]! + f[6]!) / 100;
}

export async function runTrial(opts: {
  servers: ServerProcess[];
  /** Where the students send their calls: a server, or the proxy in front of several. */
  url: string;
  database?: PgCluster;
  poolSize?: number;
  n: number;
  firstIndex: number;
  /** What the run plays of the exam (model.ts); the warm-up is never stopped early for slow answers. */
  phase: Phase;
  /** The warm-up's arrival spread, s. */
  arrivalSeconds?: number;
}): Promise<Trial> {
  const warmUp = opts.phase === 'warm-up';
  const generator = fork(new URL('./load-generator.ts', import.meta.url), {
    cwd: serverDir,
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const sampler = opts.database
    ? new pg.Client({ connectionString: opts.database.url })
    : undefined;
  await sampler?.connect();
  const counting = sampler ? await startCounting(sampler) : false;
  const active: number[] = [];
  const ticks: Tick[] = [];
  let serverMb = 0;
  let databaseMb = 0;
  const sample = async () => {
    const tick: Tick = {
      at: Date.now(),
      serverCpu: opts.servers.reduce((s, p) => s + p.cpuSeconds(), 0),
      databaseCpu: opts.database?.cpuSeconds(),
      ioStall: ioStallSeconds(),
    };
    ticks.push(tick);
    serverMb = Math.max(serverMb, ...opts.servers.map((s) => s.rssMb()));
    if (opts.database) databaseMb = Math.max(databaseMb, opts.database.pssMb());
    if (sampler) {
      const r = await sampler.query<{ n: string }>(
        "select count(*) as n from pg_stat_activity where state = 'active' and backend_type = 'client backend' and pid <> pg_backend_pid()",
      );
      tick.dbActive = Number(r.rows[0]!.n);
      active.push(tick.dbActive);
    }
  };
  const timer = setInterval(() => void sample().catch(() => {}), 250);
  const ioStall0 = ioStallSeconds();
  const cpu0 = {
    server: opts.servers.reduce((s, p) => s + p.cpuSeconds(), 0),
    database: opts.database?.cpuSeconds() ?? 0,
    machine: machineCpuSeconds(),
  };
  const started = Date.now();
  const request: RunRequest = {
    urls: [opts.url],
    n: opts.n,
    firstIndex: opts.firstIndex,
    seed: opts.n,
    limitMs: warmUp ? 60_000 : LIMIT_MS,
    phase: opts.phase,
    arrivalSeconds: opts.arrivalSeconds,
  };
  const result = await new Promise<RunResult>((resolve, reject) => {
    generator.once('message', (m) => resolve(m as RunResult));
    generator.once('exit', (code) =>
      reject(new Error(`the load generator exited (${code})`)),
    );
    generator.send(request);
  });
  // The generator's own count: from the outside its start-up (tsx
  // compiling it and its imports) would be charged to the students.
  const generatorCpu = result.cpuSeconds;
  const ended = Date.now();
  clearInterval(timer);
  const ioStall1 = ioStallSeconds();
  const statements =
    sampler && counting
      ? await countStatements(
          sampler,
          result.finished === opts.n ? opts.n : undefined,
        )
      : undefined;
  await sampler?.end();
  const wall = (ended - started) / 1000;
  const perSecond = (x: number) => Math.round((x / wall) * 100) / 100;
  const serverCpu =
    opts.servers.reduce((s, p) => s + p.cpuSeconds(), 0) - cpu0.server;
  const databaseCpu = opts.database
    ? opts.database.cpuSeconds() - cpu0.database
    : undefined;
  const perStudent = (x: number) => Math.round((x * 1000) / opts.n);
  const calls: Record<string, CallFigures> = {};
  let requests = 0;
  for (const name of new Set([
    ...Object.keys(result.latencies),
    ...Object.keys(result.errors),
  ])) {
    const sorted = (result.latencies[name] ?? []).sort((a, b) => a - b);
    const errors = result.errors[name] ?? 0;
    requests += sorted.length + errors;
    calls[name] = {
      count: sorted.length,
      p50: Math.round(percentile(sorted, 50)),
      p99: Math.round(percentile(sorted, 99)),
      errors,
      kb:
        Math.round(
          ((result.bytes[name] ?? 0) / Math.max(1, sorted.length) / 1024) * 10,
        ) / 10,
    };
  }
  const perRequest = (x: number) =>
    Math.round((x * 1000 * 100) / Math.max(1, requests)) / 100;
  const slow = Object.entries(calls).filter(([, c]) => c.p99 >= LIMIT_MS);
  const why =
    result.abortedBecause ??
    (slow.length
      ? `p99 over ${LIMIT_MS} ms: ${slow.map(([k, c]) => `${k} ${c.p99} ms`).join(', ')}`
      : result.finished < opts.n
        ? `${opts.n - result.finished} sessions did not finish`
        : undefined);
  const size = opts.poolSize ?? 10;
  const timeline = mergeTimeline(
    result.timeline,
    result.startedAt,
    ticks,
    opts.servers.flatMap((s) => s.probeSeconds(started, ended)),
  );
  return {
    n: opts.n,
    phase: opts.phase,
    pass: !why,
    why,
    seconds: Math.round(result.seconds),
    requests,
    requestsPerSecond: Math.round(requests / result.seconds),
    calls,
    cpu: {
      server: perSecond(serverCpu),
      database: databaseCpu === undefined ? undefined : perSecond(databaseCpu),
      generator: perSecond(generatorCpu),
      machine: perSecond(machineCpuSeconds() - cpu0.machine),
    },
    cpuPerStudentMs:
      result.finished === opts.n
        ? {
            server: perStudent(serverCpu),
            database:
              databaseCpu === undefined ? undefined : perStudent(databaseCpu),
            generator: perStudent(generatorCpu),
          }
        : undefined,
    cpuPerRequestMs: {
      server: perRequest(serverCpu),
      database: databaseCpu === undefined ? undefined : perRequest(databaseCpu),
    },
    memoryMb: {
      server: Math.round(serverMb),
      database: opts.database ? Math.round(databaseMb) : undefined,
    },
    loopDelayMs: opts.servers.reduce(
      (acc, s) => {
        const d = s.loopDelay(started, ended);
        // One decimal: the histogram's milliseconds print as 22.799999999999997.
        const tenth = (ms: number) => Math.round(ms * 10) / 10;
        return {
          p99: Math.max(acc.p99, tenth(d.p99)),
          max: Math.max(acc.max, tenth(d.max)),
        };
      },
      { p99: 0, max: 0 },
    ),
    pool: sampler
      ? {
          size: size * opts.servers.length,
          meanActive:
            Math.round(
              (active.reduce((s, x) => s + x, 0) / Math.max(1, active.length)) *
                10,
            ) / 10,
          maxActive: Math.max(0, ...active),
          fullShare:
            Math.round(
              (active.filter((a) => a >= size * opts.servers.length).length /
                Math.max(1, active.length)) *
                100,
            ) / 100,
        }
      : undefined,
    loadAverage: loadavg()[0]!,
    failures: result.failures,
    statements,
    timeline,
    disk:
      ioStall0 === undefined || ioStall1 === undefined
        ? undefined
        : {
            share: Math.round(((ioStall1 - ioStall0) / wall) * 1000) / 1000,
            worstSecondMs: Math.max(
              0,
              ...timeline.map((x) => x.diskWaitMs ?? 0),
            ),
          },
  };
}
