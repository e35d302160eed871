/**
 * A run's timeline, second by second (issue 16: the start minute's burst):
 * what the students sent (calls due, sign-ins among them) and how late it
 * was answered, beside what the server did that second (its CPU, event-loop
 * delay, thread-pool round trip) and the database's busy connections. It
 * shows whether a p99 comes from arrivals bunching, from argon2 filling the
 * thread pool, from a blocked loop, from the database or from the disk.
 */
import type { Sample } from './http';
import type { ProbeSecond } from './processes';

/** The students' side of one second, by when the calls were due. */
export interface CallSecond {
  /** Seconds since the run's start. */
  s: number;
  due: number;
  signIns: number;
  p99: number;
  max: number;
  /** Answers over the run's latency limit. */
  over: number;
}

/** One second of a run, both sides. */
export interface Second extends CallSecond {
  /** Cores the server's processes used that second. */
  serverCores?: number;
  databaseCores?: number;
  /** The worst process's event-loop delay p99 and thread-pool round trip max, ms. */
  loopP99?: number;
  poolMax?: number;
  /** The most PostgreSQL connections seen busy with a query. */
  dbActive?: number;
  /** Ms of the second in which some process waited on the disk (disk.ts). */
  diskWaitMs?: number;
}

/** A sample of the processes' counters, every 250 ms. */
export interface Tick {
  /** Epoch ms. */
  at: number;
  serverCpu: number;
  databaseCpu?: number;
  dbActive?: number;
  /** The machine's I/O stall so far, s (disk.ts). */
  ioStall?: number;
}

/** One decimal: the probe's milliseconds print as 12.100000000000001. */
const tenth = (ms: number) => Math.round(ms * 10) / 10;

const p99Of = (sorted: number[]) =>
  sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.ceil(0.99 * sorted.length) - 1)]!
    : 0;

/** Per second of due time: the calls, sign-ins and their latencies. */
export function callSeconds(
  samples: Sample[],
  t0: number,
  limitMs: number,
): CallSecond[] {
  const by = new Map<number, { ms: number[]; signIns: number }>();
  for (const x of samples) {
    const s = Math.max(0, Math.floor((x.due - t0) / 1000));
    const b = by.get(s) ?? { ms: [], signIns: 0 };
    b.ms.push(x.status >= 200 && x.status < 300 ? x.ms : Infinity);
    if (x.call === 'sign-in') b.signIns++;
    by.set(s, b);
  }
  return [...by.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([s, b]) => {
      const sorted = b.ms.sort((x, y) => x - y);
      return {
        s,
        due: sorted.length,
        signIns: b.signIns,
        p99: Math.round(p99Of(sorted)),
        max: Math.round(sorted[sorted.length - 1]!),
        over: sorted.filter((ms) => ms > limitMs).length,
      };
    });
}

/** The counter's growth over [from, to) epoch ms, per second, from the nearest ticks. */
function rate(
  ticks: Tick[],
  pick: (t: Tick) => number | undefined,
  from: number,
  to: number,
): number | undefined {
  const near = (at: number) =>
    ticks.reduce<Tick | undefined>(
      (best, t) =>
        !best || Math.abs(t.at - at) < Math.abs(best.at - at) ? t : best,
      undefined,
    );
  const a = near(from);
  const b = near(to);
  if (!a || !b || b.at <= a.at) return undefined;
  const x = pick(a);
  const y = pick(b);
  if (x === undefined || y === undefined) return undefined;
  return Math.round(((y - x) / ((b.at - a.at) / 1000)) * 100) / 100;
}

const msOf = (seconds: number | undefined) =>
  seconds === undefined ? undefined : Math.round(seconds * 1000);

/** Both sides of each second: t0 is the run's start, epoch ms. */
export function mergeTimeline(
  calls: CallSecond[],
  t0: number,
  ticks: Tick[],
  probe: ProbeSecond[],
): Second[] {
  return calls.map((c) => {
    const from = t0 + c.s * 1000;
    const to = from + 1000;
    // A probe line covers the second before its time.
    const lines = probe.filter((l) => l.at > from + 500 && l.at <= to + 500);
    const inside = ticks.filter((t) => t.at >= from && t.at < to);
    return {
      ...c,
      serverCores: rate(ticks, (t) => t.serverCpu, from, to),
      databaseCores: rate(ticks, (t) => t.databaseCpu, from, to),
      loopP99: lines.length
        ? tenth(Math.max(...lines.map((l) => l.loopP99)))
        : undefined,
      poolMax: lines.length
        ? tenth(Math.max(...lines.map((l) => l.poolMax)))
        : undefined,
      dbActive: inside.some((t) => t.dbActive !== undefined)
        ? Math.max(...inside.map((t) => t.dbActive ?? 0))
        : undefined,
      diskWaitMs: msOf(rate(ticks, (t) => t.ioStall, from, to)),
    };
  });
}

/**
 * Prints a run's seconds up to where it stopped (at most `rows`: when it ran
 * longer, its slowest seconds in order).
 */
export function printTimeline(seconds: Second[], rows = 16): void {
  const shown =
    seconds.length <= rows
      ? seconds
      : [...seconds]
          .sort((a, b) => b.p99 - a.p99)
          .slice(0, rows)
          .sort((a, b) => a.s - b.s);
  const f = (x: number | undefined, w: number) =>
    (x === undefined ? '-' : String(x)).padStart(w);
  console.log(
    `    ${'second'.padEnd(7)}${'calls'.padStart(6)}${'sign-ins'.padStart(9)}${'p99 ms'.padStart(8)}${'max ms'.padStart(8)}${'over'.padStart(6)} |${'server'.padStart(8)}${'db'.padStart(6)}${'loop p99'.padStart(9)}${'pool max'.padStart(9)}${'db busy'.padStart(8)}${'disk ms'.padStart(8)}`,
  );
  for (const s of shown)
    console.log(
      `    ${String(s.s).padEnd(7)}${f(s.due, 6)}${f(s.signIns, 9)}${f(s.p99, 8)}${f(s.max, 8)}${f(s.over, 6)} |${f(s.serverCores, 8)}${f(s.databaseCores, 6)}${f(s.loopP99, 9)}${f(s.poolMax, 9)}${f(s.dbActive, 8)}${f(s.diskWaitMs, 8)}`,
    );
}
