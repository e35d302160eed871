/**
 * The school's chained calls (issue 16: "every call's p99 stays under
 * 200 ms"): a call the app sends when an earlier answer of the same step has
 * come counts its latency from then, not from the step's moment, so that a
 * call's p99 is its own and not that of the chain before it.
 */
import { describe, expect, it } from 'vitest';
import { sleepUntil, type Client } from './http';
import { study } from './study';

const ANSWER_MS = 100;

/** A server that answers every call after ANSWER_MS; records each call's latency from its due time. */
function slowServer() {
  const latency = new Map<string, number>();
  const bodies: Record<string, unknown> = {
    'remediation-progress': {
      Recommended: [
        {
          ModuleKey: 'm1',
          Lessons: [{ LessonKey: 'm1-l1', ActivityKeys: ['a1'] }],
        },
      ],
      AlreadyPassed: [],
    },
    activities: { Activities: [] },
    'practice-start': 'practice-key',
    'quiz-start': 'quiz-key',
    'ct-start': { CustomTestKey: 'ct-key', Modules: [] },
  };
  const client: Client = {
    async call<T>(name: string, due: number) {
      await sleepUntil(due);
      await new Promise((r) => setTimeout(r, ANSWER_MS));
      latency.set(name, performance.now() - due);
      return { status: 200, body: (bodies[name] ?? null) as T };
    },
    close() {},
  };
  return { client, latency };
}

describe('a student studying', () => {
  it("counts each chained call's latency from the answer before it", async () => {
    const { client, latency } = slowServer();
    const t0 = performance.now();
    await study(
      client,
      'token',
      'student-1',
      { lesson: 0, practice: 20, quiz: 40, ctStart: 60, ctSave: 80 },
      (ms) => t0 + ms,
    );
    expect([...latency.keys()]).toEqual([
      'remediation-progress',
      'activities',
      'practice-start',
      'quiz-start',
      'quiz-save',
      'ct-start',
      'ct-save',
    ]);
    // Chained to the one before, each took one answer, not two or three.
    for (const name of ['activities', 'practice-start', 'quiz-start'])
      expect(latency.get(name)).toBeLessThan(1.5 * ANSWER_MS);
  });
});
