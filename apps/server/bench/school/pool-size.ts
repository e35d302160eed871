/**
 * How the size of libuv's thread pool (UV_THREADPOOL_SIZE) moves a server's
 * latency when argon2id verifies share the cores with its event loops
 * (issue 16, the start minute): `tsx bench/school/pool-size.ts`. Runs
 * pool-load.mjs (a school's start minute reduced to argon2 verifies and a
 * request's JavaScript, at the rates of N students: BENCH_POOL_N, default
 * 1000) as one process and as two (the workers of cluster.ts), each with
 * pools of several sizes, the configurations alternated over
 * BENCH_POOL_ROUNDS rounds of BENCH_POOL_SECONDS, so that other load on the
 * machine falls on all of them alike.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const N = Number(process.env.BENCH_POOL_N ?? 1000);
const ROUNDS = Number(process.env.BENCH_POOL_ROUNDS ?? 2);
const SECONDS = Number(process.env.BENCH_POOL_SECONDS ?? 20);
/** Workers x pool threads. */
const CONFIGS = (process.env.BENCH_POOL_CONFIGS ?? '1x4,1x2,1x1,2x4,2x1')
  .split(',')
  .map((c) => c.split('x').map(Number) as [number, number]);
/** A request's JavaScript on an idle core, ms: the server's mean per call (README). */
const REQUEST_MS = 1.75;
/** Calls of a session after the start minute's five (sign-in, three reads, start). */
const LATER_CALLS = 11;
/** The window a compressed session falls in (model.ts): 60 s of arrivals and a 10 s test. */
const WINDOW_S = 70;

/** Iterations of pool-load's request loop that take REQUEST_MS on this core at its fastest. */
function calibrate(): number {
  const iterations = 2_000_000;
  let best = Infinity;
  for (let k = 0; k < 7; k++) {
    const t = performance.now();
    let x = 0;
    for (let i = 0; i < iterations; i++) x = (x * 31 + i) % 1000003;
    best = Math.min(best, performance.now() - t + (x < 0 ? 1 : 0));
  }
  return Math.round((iterations * REQUEST_MS) / best);
}

interface Load {
  requests: number[];
  verifies: number[];
  cpuSeconds: number;
}

const script = fileURLToPath(new URL('./pool-load.mjs', import.meta.url));

function runOne(pool: number, env: Record<string, string>): Promise<Load> {
  return new Promise((resolve, reject) =>
    execFile(
      process.execPath,
      [script],
      {
        env: { ...process.env, ...env, UV_THREADPOOL_SIZE: String(pool) },
        maxBuffer: 64 << 20,
      },
      (err, stdout) =>
        err ? reject(err) : resolve(JSON.parse(stdout) as Load),
    ),
  );
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length
    ? Math.round(s[Math.min(s.length - 1, Math.ceil(p * s.length) - 1)]!)
    : 0;
};

async function main() {
  const work = calibrate();
  console.log(
    `Thread pool size against latency: N = ${N} (${(N / 60).toFixed(1)} sign-ins/s, ${((N * LATER_CALLS) / WINDOW_S).toFixed(0)} other calls/s), a request's JavaScript ${REQUEST_MS} ms (${work} iterations), ${ROUNDS} rounds of ${SECONDS} s, alternated.`,
  );
  const results = new Map<string, Load[]>();
  for (let round = 0; round < ROUNDS; round++)
    for (const [workers, pool] of CONFIGS) {
      const loads = await Promise.all(
        Array.from({ length: workers }, (_, w) =>
          runOne(pool, {
            ARRIVALS_PER_S: String(N / 60 / workers),
            OTHERS_PER_S: String((N * LATER_CALLS) / WINDOW_S / workers),
            SECONDS: String(SECONDS),
            WORK: String(work),
            SEED: String(round * 10 + w + 1),
          }),
        ),
      );
      const key = `${workers}x${pool}`;
      results.set(key, [...(results.get(key) ?? []), ...loads]);
    }
  console.log(
    `${'workers x pool'.padEnd(16)}${'request p50'.padStart(12)}${'p99'.padStart(6)}${'max'.padStart(6)}${'verify p50'.padStart(12)}${'p99'.padStart(6)}${'CPU s'.padStart(7)}`,
  );
  for (const [key, loads] of results) {
    const requests = loads.flatMap((l) => l.requests);
    const verifies = loads.flatMap((l) => l.verifies);
    const cpu = loads.reduce((s, l) => s + l.cpuSeconds, 0) / ROUNDS;
    console.log(
      `${key.padEnd(16)}${String(pct(requests, 0.5)).padStart(12)}${String(pct(requests, 0.99)).padStart(6)}${String(pct(requests, 1)).padStart(6)}${String(pct(verifies, 0.5)).padStart(12)}${String(pct(verifies, 0.99)).padStart(6)}${cpu.toFixed(1).padStart(7)}`,
    );
  }
}

await main();
