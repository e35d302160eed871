import { describe, expect, it } from 'vitest';
import { QuestionClock } from './question-clock';

describe('question clock', () => {
  it('adds up the visits to each question and stamps the first start and last end', () => {
    let now = Date.parse('2025-01-01T10:00:00.000Z');
    const clock = new QuestionClock({}, () => now);
    clock.start('q1');
    now += 3000;
    clock.start('q2');
    now += 1000;
    clock.start('q1');
    now += 2000;
    expect(clock.stop()).toEqual({ id: 'q1', visitMs: 2000 });
    const timings = clock.snapshot();
    expect(timings.q1).toEqual({
      durationMs: 5000,
      startedAt: '2025-01-01T10:00:00.000Z',
      endedAt: '2025-01-01T10:00:06.000Z',
    });
    expect(timings.q2?.durationMs).toBe(1000);
    expect(clock.totalMs()).toBe(6000);
  });

  it('counts the running visit in a snapshot and goes on from saved totals', () => {
    let now = 0;
    const clock = new QuestionClock({ q1: { durationMs: 500 } }, () => now);
    clock.start('q1');
    now += 250;
    expect(clock.snapshot().q1?.durationMs).toBe(750);
  });
});
