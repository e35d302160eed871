/**
 * The largest N a database carries: runs of the exam's start (model.ts, the
 * school's stress point) at N chosen on a ladder within 250..4000, each
 * with students of its own, within a bounded number of runs and time. A run
 * that fails stops within seconds of the first slow answers, one that passes
 * takes its full 120 s: so the search steps down from the first N (2,000,
 * 1,500, 1,000, 750, 500, 250) until a run passes, then bisects the gap
 * above it to STEP, and climbs by half again while runs pass. Then the whole
 * exam runs at the N found (about 15 minutes: the saves, learn pages and
 * studying at their real spread), and once more a rung lower if it fails.
 */
import { runTrial, type Trial } from './trial';
import type { PgCluster, ServerProcess } from './processes';

export const N_MIN = 250;
export const N_MAX = 4000;
const STEP = 250;
/** The rungs the search steps down: 500 apart above 1,000, 250 below. */
const below = (n: number) =>
  n > 1000 ? Math.max(1000, Math.ceil(n / 500) * 500 - 500) : n - STEP;
/**
 * No start run begins once a search has spent this long
 * (BENCH_SCHOOL_SEARCH_S), before the exam runs.
 */
const SEARCH_SECONDS = Number(process.env.BENCH_SCHOOL_SEARCH_S ?? 420);
/**
 * Which searches end with the whole exam (about 15 minutes each):
 * BENCH_SCHOOL_EXAM=postgres (the default) those on PostgreSQL, =all also
 * the embedded PGlite's, =0 none.
 */
const EXAM = process.env.BENCH_SCHOOL_EXAM ?? 'postgres';

export interface Search {
  database: 'postgres' | 'pglite';
  /** Server processes (WORKERS), and whether PostgreSQL was reached over its Unix socket. */
  workers: number;
  socket?: boolean;
  /** The runs of the exam's start. */
  trials: Trial[];
  /** The largest N whose start passed, and its run. */
  best?: Trial;
  /** The whole-exam runs: at best's N, and a rung lower if that failed. */
  exams: Trial[];
  /** The smallest N that failed, and its run: where the limit shows. */
  firstFail?: Trial;
  /** The unmeasured warm-up run, whose CPU per student the report projects from. */
  warmUp: Trial;
  /** The N the search would have run next when its time ran out. */
  outOfTime?: number;
}

/** How a search's server ran: "postgres, 2 workers, Unix socket". */
export const searchLabel = (
  s: Pick<Search, 'database' | 'workers' | 'socket'>,
) =>
  `${s.database}, ${s.workers} worker${s.workers > 1 ? 's' : ''}${s.database === 'postgres' ? (s.socket ? ', Unix socket' : ', TCP') : ''}`;

/** The next N to try, or undefined when the answer is known to STEP. */
export function nextN(
  tried: { n: number; pass: boolean }[],
): number | undefined {
  const passed = tried.filter((t) => t.pass).map((t) => t.n);
  const failed = tried.filter((t) => !t.pass).map((t) => t.n);
  const lo = passed.length ? Math.max(...passed) : undefined;
  const hi = failed.length ? Math.min(...failed) : undefined;
  let n: number;
  if (lo === undefined && hi === undefined) return undefined;
  if (lo !== undefined && hi !== undefined) {
    if (hi - lo <= STEP) return undefined;
    n = Math.round((lo + hi) / 2 / STEP) * STEP;
  } else if (lo !== undefined) {
    if (lo >= N_MAX) return undefined;
    n = Math.min(N_MAX, lo * 1.5);
  } else {
    if (hi! <= N_MIN) return undefined;
    n = Math.max(N_MIN, below(hi!));
  }
  n = Math.round(n / STEP) * STEP;
  return tried.some((t) => t.n === n) ? undefined : n;
}

/**
 * Students who run through every call first, unmeasured, so that the runs
 * see a warmed-up server (compiled code, prepared statements, a full pool)
 * as a running one would.
 */
const WARM_UP = 100;

/** Students the runs may need at most (two exam runs besides): the seed creates this many. */
export const studentsFor = (runs: number) => WARM_UP + (runs + 2) * N_MAX;

/** The largest N a search carried: its start and its whole exam passed. */
export const carried = (s: Search) =>
  s.exams.find((t) => t.pass)?.n ?? (s.exams.length ? undefined : s.best?.n);

/** Waits (at most 90 s) until the server answers its health check at once, three times in a row. */
async function waitForQuiet(url: string): Promise<void> {
  const deadline = Date.now() + 90_000;
  for (let quick = 0; quick < 3 && Date.now() < deadline;) {
    const t0 = performance.now();
    try {
      await (await fetch(`${url}/api/health`)).text();
    } catch {
      // keep waiting
    }
    quick = performance.now() - t0 < 50 ? quick + 1 : 0;
    await new Promise((r) => setTimeout(r, 500));
  }
}

export async function searchN(opts: {
  database: 'postgres' | 'pglite';
  server: ServerProcess;
  cluster?: PgCluster;
  socket?: boolean;
  first: number;
  runs: number;
  log: (line: string) => void;
}): Promise<Search> {
  const trials: Trial[] = [];
  const began = Date.now();
  let outOfTime: number | undefined;
  // Each server process opens up to 10 connections (db/client.ts).
  const poolSize = 10 * opts.server.workers;
  const label = searchLabel({
    database: opts.database,
    workers: opts.server.workers,
    socket: opts.socket,
  });
  const warm = await runTrial({
    servers: [opts.server],
    url: opts.server.url,
    database: opts.cluster,
    poolSize,
    n: WARM_UP,
    firstIndex: 0,
    arrivalSeconds: 15,
    phase: 'warm-up',
  });
  opts.log(
    `  ${label}: warmed up with ${WARM_UP} students in ${warm.seconds} s${warm.pass ? '' : ` (${warm.why})`}`,
  );
  let firstIndex = WARM_UP;
  /** One measured run at N, with students of its own. */
  const measure = async (n: number, phase: 'start' | 'exam') => {
    const t = await runTrial({
      servers: [opts.server],
      url: opts.server.url,
      database: opts.cluster,
      poolSize,
      n,
      firstIndex,
      phase,
    });
    firstIndex += n;
    return t;
  };
  await waitForQuiet(opts.server.url);
  for (let n: number | undefined = opts.first; n !== undefined;) {
    const t = await measure(n, 'start');
    trials.push(t);
    // A run stopped early leaves requests queued in the server.
    if (!t.pass) await waitForQuiet(opts.server.url);
    opts.log(
      `  ${label} N=${n}: ${t.pass ? 'pass' : `fail (${t.why})`}; ${t.requestsPerSecond} req/s over ${t.seconds} s; cores: server ${t.cpu.server}${t.cpu.database === undefined ? '' : `, database ${t.cpu.database}`}, generator ${t.cpu.generator}, machine ${t.cpu.machine}; load ${t.loadAverage.toFixed(1)}`,
    );
    n = trials.length < opts.runs ? nextN(trials) : undefined;
    const spent = (Date.now() - began) / 1000;
    if (n !== undefined && spent >= SEARCH_SECONDS) {
      opts.log(
        `  ${label}: no run at N=${n}, the search's ${SEARCH_SECONDS} s are spent (${Math.round(spent)} s)`,
      );
      outOfTime = n;
      n = undefined;
    }
  }
  const passed = trials.filter((t) => t.pass).sort((a, b) => b.n - a.n);
  const failed = trials.filter((t) => !t.pass).sort((a, b) => a.n - b.n);
  const exams: Trial[] = [];
  for (
    let n = EXAM === 'all' || EXAM === opts.database ? passed[0]?.n : undefined;
    n !== undefined && n >= N_MIN && exams.length < 2;
    n = below(n)
  ) {
    opts.log(`  ${label} N=${n}: the whole exam`);
    const t = await measure(n, 'exam');
    exams.push(t);
    opts.log(
      `  ${label} N=${n}, whole exam: ${t.pass ? 'pass' : `fail (${t.why})`}; ${t.requestsPerSecond} req/s over ${t.seconds} s; cores: server ${t.cpu.server}${t.cpu.database === undefined ? '' : `, database ${t.cpu.database}`}, generator ${t.cpu.generator}; load ${t.loadAverage.toFixed(1)}`,
    );
    if (t.pass) break;
    await waitForQuiet(opts.server.url);
  }
  return {
    database: opts.database,
    workers: opts.server.workers,
    socket: opts.socket,
    trials,
    best: passed[0],
    exams,
    firstFail: failed[0],
    warmUp: warm,
    outOfTime,
  };
}
