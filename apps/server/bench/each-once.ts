/**
 * The shape of most write benches: every student sends one request (their
 * own token, their own body) and the run ends when the last one answered.
 */
import autocannon from 'autocannon';
import type { Measure } from './support';

/**
 * Requests in flight at once: one wave of the warm-up students
 * (diagnostic.ts), as 200 students in one school would.
 */
export const CONNECTIONS = 200;

/**
 * Each student sends one request, with their own body when `bodies` is
 * given, CONNECTIONS (or fewer students) at a time. Requests/s count from
 * the start to the last answer: autocannon's per-second average and its
 * duration count whole seconds, too coarse for a run of 3 or 4 s.
 */
export async function eachOnce(
  method: 'POST' | 'PUT',
  url: string,
  path: string,
  students: readonly { token: string }[],
  bodies?: readonly string[],
): Promise<Measure> {
  let next = 0;
  const started = performance.now();
  let lastAnswer = started;
  const r = await autocannon({
    url,
    // autocannon refuses more connections than requests.
    connections: Math.min(CONNECTIONS, students.length),
    amount: students.length,
    requests: [
      {
        method,
        path,
        setupRequest: (req) => {
          const i = next++ % students.length;
          return {
            ...req,
            headers: {
              ...req.headers,
              ...(bodies ? { 'content-type': 'application/json' } : {}),
              authorization: `Bearer ${students[i]!.token}`,
            },
            ...(bodies ? { body: bodies[i] } : {}),
          };
        },
        onResponse: () => {
          lastAnswer = performance.now();
        },
      },
    ],
  });
  const seconds = (lastAnswer - started) / 1000;
  return {
    requestsPerSecond: Math.round(r.requests.total / seconds),
    requests: r.requests.total,
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
  };
}
