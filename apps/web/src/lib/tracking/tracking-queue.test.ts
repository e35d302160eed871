import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-error';
import type { TrackingEvent } from './post-tracking-events';
import { createTrackingQueue } from './tracking-queue';

const event = (n: number): TrackingEvent => ({
  TrackType: 'Duration',
  DurationMs: n,
  LocalStamp: '2026-11-25T10:00:00.000Z',
});

describe('tracking queue (spec 01 §7 tracking, best effort)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends after a pause, in batches of at most 50', async () => {
    const send = vi.fn().mockResolvedValue({ Success: true });
    const q = createTrackingQueue(send, 1000);
    for (let i = 0; i < 120; i++) q.push(event(i));
    expect(send).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(send.mock.calls.map((c) => (c[0] as unknown[]).length)).toEqual([
      50, 50, 20,
    ]);
  });

  it('sends a batch once more after a network failure', async () => {
    const send = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(0, 'Network error'))
      .mockResolvedValue({ Success: true });
    const q = createTrackingQueue(send, 1000, 2000);
    q.push(event(1));
    q.flush();
    await vi.advanceTimersByTimeAsync(2000);
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1]![0]).toEqual([event(1)]);
  });

  it('does not resend a batch the server refused, nor try a third time', async () => {
    const refused = vi
      .fn()
      .mockRejectedValue(new ApiError(401, 'Your session has ended.'));
    const q1 = createTrackingQueue(refused, 1000, 2000);
    q1.push(event(1));
    q1.flush();
    await vi.advanceTimersByTimeAsync(5000);
    expect(refused).toHaveBeenCalledTimes(1);

    const down = vi.fn().mockRejectedValue(new ApiError(503, 'down'));
    const q2 = createTrackingQueue(down, 1000, 2000);
    q2.push(event(1));
    q2.flush();
    await vi.advanceTimersByTimeAsync(10000);
    expect(down).toHaveBeenCalledTimes(2);
  });
});
