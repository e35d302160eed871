import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, type PaintTiming } from './after-first-paint';

/** A browser's paint timing that paints when the test says. */
function paintTiming(painted = false) {
  let observer: (() => void) | undefined;
  const timing: PaintTiming = {
    supportedEntryTypes: ['paint', 'navigation'],
    painted: () => painted,
    observe: (then) => {
      observer = then;
      return () => (observer = undefined);
    },
  };
  return {
    timing,
    paint: () => {
      painted = true;
      observer?.();
    },
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

// Issue 16: what the first paint does not need (the learning records'
// recorder) loads once that paint is on the screen, not beside it.
describe('afterFirstPaint', () => {
  it('waits for the first contentful paint, then runs once', () => {
    const { timing, paint } = paintTiming();
    const then = vi.fn();
    afterFirstPaint(then, 3000, timing);
    vi.advanceTimersByTime(2000);
    expect(then).not.toHaveBeenCalled();
    paint();
    expect(then).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(5000);
    expect(then).toHaveBeenCalledOnce();
  });

  it('runs on the next task on a page that has painted already', () => {
    const then = vi.fn();
    afterFirstPaint(then, 3000, paintTiming(true).timing);
    expect(then).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(then).toHaveBeenCalledOnce();
  });

  it('runs on the next task where the browser has no paint timing', () => {
    const then = vi.fn();
    afterFirstPaint(then, 3000, {
      ...paintTiming().timing,
      supportedEntryTypes: ['navigation'],
    });
    vi.advanceTimersByTime(0);
    expect(then).toHaveBeenCalledOnce();
    const without = vi.fn();
    afterFirstPaint(without, 3000, undefined);
    vi.advanceTimersByTime(0);
    expect(without).toHaveBeenCalledOnce();
  });

  it('stops waiting after maxWaitMs on a page that does not paint', () => {
    const { timing, paint } = paintTiming();
    const then = vi.fn();
    afterFirstPaint(then, 3000, timing);
    vi.advanceTimersByTime(2999);
    expect(then).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(then).toHaveBeenCalledOnce();
    paint();
    expect(then).toHaveBeenCalledOnce();
  });

  it('never runs once cancelled', () => {
    const { timing, paint } = paintTiming();
    const then = vi.fn();
    afterFirstPaint(then, 3000, timing)();
    paint();
    vi.advanceTimersByTime(5000);
    expect(then).not.toHaveBeenCalled();
  });
});
