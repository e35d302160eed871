/**
 * Issue 16 ("say what limits it"): a school run that fails while the CPUs
 * idle names the disk when processes waited on it (Linux PSI).
 */
import { describe, expect, it } from 'vitest';
import { diskHeldBack, ioStallFrom } from './disk';
import { limitsOf } from './school-report';
import { mergeTimeline } from './timeline';
import type { Trial } from './trial';

const PRESSURE =
  'some avg10=0.00 avg60=0.00 avg300=0.57 total=111261237\nfull avg10=0.00 avg60=0.00 avg300=0.49 total=76879887\n';

/** A failed start run at low CPU, as on 27 November at N = 1000. */
const failed = (disk: Trial['disk']): Trial => ({
  n: 1000,
  phase: 'start',
  pass: false,
  why: 'over 1% of dt-start answers took more than 200 ms',
  seconds: 51,
  requests: 4400,
  requestsPerSecond: 87,
  calls: {},
  cpu: { server: 0.23, database: 0.07, generator: 0.07, machine: 0.44 },
  cpuPerRequestMs: { server: 2.2, database: 0.9 },
  memoryMb: { server: 190 },
  loopDelayMs: { p99: 4, max: 9 },
  pool: { meanActive: 0.2, maxActive: 10, fullShare: 0.01, size: 10 },
  loadAverage: 0.8,
  failures: [],
  timeline: [],
  disk,
});

describe('waits on the disk', () => {
  it('reads the seconds some task stalled on I/O from /proc/pressure/io', () => {
    expect(ioStallFrom(PRESSURE)).toBeCloseTo(111.261237, 6);
    expect(ioStallFrom('')).toBeUndefined();
  });

  it('counts each second of the timeline by the stall ticks around it', () => {
    const t0 = 1_000_000;
    const ticks = [0, 250, 500, 750, 1000].map((ms, i) => ({
      at: t0 + ms,
      serverCpu: 0,
      ioStall: [10, 10.05, 10.1, 10.2, 10.3][i],
    }));
    const [second] = mergeTimeline(
      [{ s: 0, due: 10, signIns: 0, p99: 300, max: 320, over: 2 }],
      t0,
      ticks,
      [],
    );
    expect(second!.diskWaitMs).toBe(300);
  });

  it('names the disk when a failed run had a second of waits as long as the limit', () => {
    expect(diskHeldBack({ share: 0.02, worstSecondMs: 350 }, 200)).toBe(true);
    expect(diskHeldBack({ share: 0.001, worstSecondMs: 40 }, 200)).toBe(false);
    expect(limitsOf(failed({ share: 0.024, worstSecondMs: 350 }))).toEqual([
      expect.stringMatching(
        /^the disk: in its worst second a process waited on it for 350 ms \(waits in 2.4% of the run\)/,
      ),
    ]);
    expect(limitsOf(failed({ share: 0.001, worstSecondMs: 40 }))[0]).toMatch(
      /^none of CPU, event loop or pool stands out/,
    );
  });
});
