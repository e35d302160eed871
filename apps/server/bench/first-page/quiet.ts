/**
 * Waiting for the machine to be quiet before a timed load (issue 16).
 *
 * A student reaches /gl/testing from dt_intro's Start, in a browser that has
 * been open for a while. Each timed load runs in a new browser (a renderer
 * that had loaded the site kept its compiled code, however cleared its
 * cache), and navigating as soon as that browser answered put its own
 * start-up (the GPU process, the network service, the first tab) on the same
 * two cores as the page: on 27 November the same build's first question had
 * a median of 867 to 977 ms navigating at once, 747 ms after a 0.4 s pause,
 * and 586 to 638 ms after 0.8 to 3 s, no faster after longer. The load is
 * therefore started once the CPUs have been mostly idle, as they are when a
 * student presses Start.
 */
import { readFile } from 'node:fs/promises';

/** CPU time counters of /proc/stat's first line: busy and all. */
export interface CpuTimes {
  busy: number;
  total: number;
}

/**
 * The machine's CPU counters from /proc/stat's "cpu" line. Busy is user,
 * nice, system, irq and softirq; idle and iowait are not, and neither is
 * steal (time the host gave to others, which no waiting here can change).
 */
export function parseCpuTimes(stat: string): CpuTimes {
  const line = stat.split('\n').find((l) => l.startsWith('cpu '));
  if (!line) throw new Error('/proc/stat has no cpu line');
  const [user, nice, system, idle, iowait, irq, softirq, steal] = line
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const busy = user! + nice! + system! + irq! + softirq!;
  return { busy, total: busy + idle! + iowait! + (steal ?? 0) };
}

/** The share of the CPUs' time that was busy between two readings (0 when no time passed). */
export function busyShare(before: CpuTimes, after: CpuTimes): number {
  const total = after.total - before.total;
  return total > 0 ? (after.busy - before.busy) / total : 0;
}

export interface QuietOptions {
  /** Not before this much time (the browser's start-up takes some). */
  minMs?: number;
  /** Not after this much, quiet or not. */
  maxMs?: number;
  /** A window is quiet under this busy share of all CPUs. */
  busyBelow?: number;
  /** The length of a window, and how many quiet ones in a row it takes. */
  windowMs?: number;
  windows?: number;
  read?: () => Promise<CpuTimes>;
}

const readCpuTimes = async () =>
  parseCpuTimes(await readFile('/proc/stat', 'utf8'));

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Resolves once `windows` windows in a row were quiet, after `minMs` and at
 * most `maxMs`; with the time waited and whether the machine was quiet.
 * Without /proc/stat (not Linux) it waits `minMs`.
 */
export async function untilQuiet({
  minMs = 500,
  maxMs = 5000,
  busyBelow = 0.2,
  windowMs = 100,
  windows = 2,
  read = readCpuTimes,
}: QuietOptions = {}): Promise<{ waitedMs: number; quiet: boolean }> {
  const start = performance.now();
  const waited = () => Math.round(performance.now() - start);
  let last = await read().catch(() => null);
  if (!last) {
    await sleep(minMs);
    return { waitedMs: waited(), quiet: false };
  }
  let quietInRow = 0;
  while (waited() < maxMs) {
    await sleep(windowMs);
    const now = await read();
    quietInRow = busyShare(last, now) < busyBelow ? quietInRow + 1 : 0;
    last = now;
    if (quietInRow >= windows && waited() >= minMs)
      return { waitedMs: waited(), quiet: true };
  }
  return { waitedMs: waited(), quiet: false };
}
