/**
 * Time the machine's processes spent waiting on the disk, from Linux's
 * pressure stall information (/proc/pressure/io, "some": at least one task
 * was stalled on I/O). PostgreSQL's commits wait for the WAL's flush, so a
 * disk that stalls holds every request that writes, however idle the CPUs.
 */
import { readFileSync } from 'node:fs';

/** Seconds of I/O stall since boot, or undefined where the kernel does not report it. */
export function ioStallSeconds(): number | undefined {
  try {
    return ioStallFrom(readFileSync('/proc/pressure/io', 'utf8'));
  } catch {
    return undefined;
  }
}

/** The "some" line's total (microseconds) of a /proc/pressure file, in seconds. */
export function ioStallFrom(pressure: string): number | undefined {
  const m = /^some .*\btotal=(\d+)/m.exec(pressure);
  return m ? Number(m[1]) / 1e6 : undefined;
}

/** Disk waits over a run: the share of its time, and its worst second (ms). */
export interface DiskWaits {
  share: number;
  worstSecondMs: number;
}

/**
 * Whether the disk explains a failed run: in some second a process waited
 * on it for at least `limitMs` (the run's latency limit), which no answer
 * that commits can beat.
 */
export function diskHeldBack(disk: DiskWaits, limitMs: number): boolean {
  return disk.worstSecondMs >= limitMs;
}

/** The share of a run spent waiting on the disk, as a percentage with one decimal. */
export const diskPercent = (disk: DiskWaits) =>
  Math.round(disk.share * 1000) / 10;
