import { describe, expect, it } from 'vitest';
import { busyShare, parseCpuTimes, untilQuiet, type CpuTimes } from './quiet';

const STAT = `cpu  100 5 50 800 20 3 2 10 0 0
cpu0 50 2 25 400 10 1 1 5 0 0
intr 12345
`;

/** Readings whose busy share between each two is the next of `shares` (of 100 ticks). */
function readings(shares: number[]): () => Promise<CpuTimes> {
  let busy = 0;
  let total = 0;
  let i = -1;
  return () => {
    if (i >= 0) {
      const share = shares[Math.min(i, shares.length - 1)]!;
      busy += share * 100;
      total += 100;
    }
    i++;
    return Promise.resolve({ busy, total });
  };
}

describe('the machine is quiet before a timed load (issue 16)', () => {
  it('counts user, nice, system, irq and softirq as busy, and not steal', () => {
    expect(parseCpuTimes(STAT)).toEqual({
      busy: 100 + 5 + 50 + 3 + 2,
      total: 100 + 5 + 50 + 3 + 2 + 800 + 20 + 10,
    });
  });

  it('gives the busy share between two readings', () => {
    expect(
      busyShare({ busy: 10, total: 100 }, { busy: 40, total: 200 }),
    ).toBeCloseTo(0.3);
    expect(busyShare({ busy: 1, total: 1 }, { busy: 1, total: 1 })).toBe(0);
  });

  it('waits while the CPUs are busy and starts after two quiet windows in a row', async () => {
    const result = await untilQuiet({
      minMs: 0,
      windowMs: 5,
      read: readings([0.9, 0.9, 0.1, 0.8, 0.1, 0.1]),
    });
    expect(result.quiet).toBe(true);
    // Six windows of 5 ms: one quiet window between busy ones is not enough.
    expect(result.waitedMs).toBeGreaterThanOrEqual(30);
  });

  it('waits at least minMs, and gives up at maxMs', async () => {
    const quick = await untilQuiet({
      minMs: 60,
      windowMs: 5,
      read: readings([0]),
    });
    expect(quick).toMatchObject({ quiet: true });
    expect(quick.waitedMs).toBeGreaterThanOrEqual(60);
    const never = await untilQuiet({
      minMs: 0,
      maxMs: 50,
      windowMs: 5,
      read: readings([1]),
    });
    expect(never.quiet).toBe(false);
    expect(never.waitedMs).toBeGreaterThanOrEqual(50);
  });
});
