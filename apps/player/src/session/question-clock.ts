import { z } from 'zod';

export const QuestionTiming = z.object({
  durationMs: z.number().min(0),
  /** When the question was first shown, ISO 8601 in the student's clock. */
  startedAt: z.string().max(40).optional(),
  /** When the student last left it. */
  endedAt: z.string().max(40).optional(),
});
export type QuestionTiming = z.infer<typeof QuestionTiming>;

export type Timings = Record<string, QuestionTiming>;

/**
 * Time spent on each question: it runs while a question is shown and the
 * page is visible, and its totals are saved with the answers so a reload
 * keeps them.
 */
export class QuestionClock {
  private timings: Timings;
  private running: { id: string; since: number } | null = null;

  constructor(
    initial: Timings = {},
    private readonly now: () => number = Date.now,
  ) {
    this.timings = structuredClone(initial);
  }

  /** Starts timing a question (stopping the one before). */
  start(id: string): void {
    this.stop();
    const at = this.now();
    const timing = this.timings[id] ?? { durationMs: 0 };
    this.timings[id] = {
      ...timing,
      startedAt: timing.startedAt ?? new Date(at).toISOString(),
    };
    this.running = { id, since: at };
  }

  /** Stops timing; returns the question stopped and how long this visit lasted. */
  stop(): { id: string; visitMs: number } | null {
    if (!this.running) return null;
    const at = this.now();
    const { id, since } = this.running;
    const visitMs = Math.max(0, at - since);
    const timing = this.timings[id] ?? { durationMs: 0 };
    this.timings[id] = {
      ...timing,
      durationMs: timing.durationMs + visitMs,
      endedAt: new Date(at).toISOString(),
    };
    this.running = null;
    return { id, visitMs };
  }

  /** Pauses while the page is hidden; resume() starts the same question again. */
  pause(): string | null {
    return this.stop()?.id ?? null;
  }

  /** The totals so far, counting the running visit. */
  snapshot(): Timings {
    const copy = structuredClone(this.timings);
    if (this.running) {
      const { id, since } = this.running;
      const timing = copy[id] ?? { durationMs: 0 };
      copy[id] = {
        ...timing,
        durationMs: timing.durationMs + Math.max(0, this.now() - since),
      };
    }
    return copy;
  }

  totalMs(): number {
    return Object.values(this.snapshot()).reduce(
      (sum, t) => sum + t.durationMs,
      0,
    );
  }
}
