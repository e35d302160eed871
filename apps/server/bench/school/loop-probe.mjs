// Loaded into the bench's server processes only (node --import; cluster
// workers inherit it): writes each second to GP_BENCH_LOOP_FILE a line
// "<epoch ms> <p50 ms> <p99 ms> <max ms> <pool p99 ms> <pool max ms> <pid>":
// the event loop's delay, and the round trip of a tiny job on libuv's thread
// pool (the pool argon2 hashes on), sent every 50 ms. A pool round trip well
// above the loop's delay means jobs queue for a thread. So the school bench
// can tell a busy loop from a full pool from a busy database. The product
// never loads it.
import { appendFileSync } from 'node:fs';
import { randomFill } from 'node:crypto';
import { createHistogram, monitorEventLoopDelay } from 'node:perf_hooks';

const file = process.env.GP_BENCH_LOOP_FILE;
if (file) {
  const h = monitorEventLoopDelay({ resolution: 10 });
  h.enable();
  const pool = createHistogram();
  const one = Buffer.alloc(1);
  setInterval(() => {
    const t = process.hrtime.bigint();
    // randomFill runs on the thread pool (node's crypto jobs), like argon2.
    randomFill(one, () => pool.record(process.hrtime.bigint() - t));
  }, 50).unref();
  const ms = (ns) => (ns / 1e6).toFixed(1);
  setInterval(() => {
    appendFileSync(
      file,
      `${Date.now()} ${ms(h.percentile(50))} ${ms(h.percentile(99))} ${ms(h.max)} ${ms(pool.percentile(99))} ${ms(pool.max)} ${process.pid}\n`,
    );
    h.reset();
    pool.reset();
  }, 1000).unref();
}
