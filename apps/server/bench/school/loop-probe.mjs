// Loaded into the bench's server processes only (node --import): writes the
// event loop's delay each second to GP_BENCH_LOOP_FILE as a line
// "<epoch ms> <p50 ms> <p99 ms> <max ms>", so the school bench can tell a
// busy event loop from a busy database. The product never loads it.
import { appendFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const file = process.env.GP_BENCH_LOOP_FILE;
if (file) {
  const h = monitorEventLoopDelay({ resolution: 10 });
  h.enable();
  const ms = (ns) => (ns / 1e6).toFixed(1);
  setInterval(() => {
    appendFileSync(
      file,
      `${Date.now()} ${ms(h.percentile(50))} ${ms(h.percentile(99))} ${ms(h.max)}\n`,
    );
    h.reset();
  }, 1000).unref();
}
