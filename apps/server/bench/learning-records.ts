/**
 * Issue 13 benchmark: learning-record statements stored per second, each a
 * PUT /xapi/statements by a different student in turn with their own Basic
 * credentials (one row, its indexed columns and the JSON each).
 */
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { pageTimeStatement } from '@gp/domain';
import { measureOf, type Measure } from './support';

/** The Basic credentials of each student (POST xAPI/AccessToken). */
export async function xapiCredentials(
  url: string,
  students: readonly { token: string; userId: string }[],
): Promise<{ basic: string; userId: string }[]> {
  const out: { basic: string; userId: string }[] = [];
  for (const s of students) {
    const res = await fetch(`${url}/api/v2/xAPI/AccessToken/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${s.token}` },
    });
    const { Token } = (await res.json()) as { Token: string };
    out.push({ basic: Token, userId: s.userId });
  }
  return out;
}

export async function measureStatementStore(
  url: string,
  writers: readonly { basic: string; userId: string }[],
  seconds: number,
): Promise<Measure> {
  let next = 0;
  const r = await autocannon({
    url,
    duration: seconds,
    connections: 50,
    requests: [
      {
        method: 'PUT',
        setupRequest: (req) => {
          const w = writers[next++ % writers.length]!;
          const statement = pageTimeStatement(
            {
              statementId: randomUUID(),
              studentId: w.userId,
              timestamp: new Date().toISOString(),
              version: '0.1.0',
              platform: 'web',
            },
            { pageId: 'learn', seconds: 30 },
          );
          return {
            ...req,
            path: `/xapi/statements?statementId=${statement.id}`,
            headers: {
              'content-type': 'application/json',
              'x-experience-api-version': '1.0.3',
              authorization: `Basic ${w.basic}`,
            },
            body: JSON.stringify(statement),
          };
        },
      },
    ],
  });
  return measureOf(r);
}

/**
 * `npm run bench -- xapi`: only the statement store, on a throwaway
 * PostgreSQL (or BENCH_DATABASE_URL), written by the six demo accounts.
 */
export async function runStatementStoreBench(
  start: (env: Record<string, string>) => Promise<{
    port: number;
    cpuSeconds(): number;
    stop(): Promise<void>;
  }>,
  postgres: { url: string; stop: () => void },
  seconds: number,
): Promise<Measure> {
  const server = await start({ DATABASE_URL: postgres.url, LOG_LEVEL: 'warn' });
  try {
    const url = `http://127.0.0.1:${server.port}`;
    const students: { token: string; userId: string }[] = [];
    for (const user of [
      'regular',
      'demo',
      'expired',
      'regular-cn',
      'regular-ru',
      'regular-id',
    ]) {
      const res = await fetch(`${url}/api/v2/Authentication/GP/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          UserName: user,
          Password: 'grammar',
          Platform: 16,
        }),
      });
      const body = (await res.json()) as {
        Token: string;
        UserInfo: { UserId: string };
      };
      students.push({ token: body.Token, userId: body.UserInfo.UserId });
    }
    const writers = await xapiCredentials(url, students);
    await measureStatementStore(url, writers, 2); // warm-up
    // Server CPU per statement: a figure other load on the machine bends little.
    const before = server.cpuSeconds();
    const m = await measureStatementStore(url, writers, seconds);
    const cpu = server.cpuSeconds() - before;
    return {
      ...m,
      serverCpuMs: m.requests ? Math.round((cpu * 1e6) / m.requests) / 1000 : 0,
    };
  } finally {
    await server.stop();
  }
}
