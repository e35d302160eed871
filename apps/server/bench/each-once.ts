import autocannon from 'autocannon';
import { CONNECTIONS } from './diagnostic';
import type { Measure } from './support';

/** Each student sends one request with their own body, CONNECTIONS at a time. */
export async function eachOnce(
  method: 'POST' | 'PUT',
  url: string,
  path: string,
  students: readonly { token: string }[],
  bodies: string[],
): Promise<Measure> {
  let next = 0;
  const started = performance.now();
  let lastAnswer = started;
  const r = await autocannon({
    url,
    connections: CONNECTIONS,
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
              'content-type': 'application/json',
              authorization: `Bearer ${students[i]!.token}`,
            },
            body: bodies[i],
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
