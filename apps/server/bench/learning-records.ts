/**
 * Issue 13 benchmark: learning-record statements stored per second, each a
 * PUT /xapi/statements by a different student in turn with their own Basic
 * credentials (one row, its indexed columns and the JSON each).
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { pageTimeStatement } from '@gp/domain';
import { call, signIn, type Student } from './api';
import {
  benchPostgres,
  measureOf,
  startChild,
  withServerCpu,
  type Measure,
} from './support';

const DEMO_ACCOUNTS = [
  'regular',
  'demo',
  'expired',
  'regular-cn',
  'regular-ru',
  'regular-id',
];

/** The Basic credentials of each student (POST xAPI/AccessToken). */
export async function xapiCredentials(
  url: string,
  students: readonly Student[],
): Promise<{ basic: string; userId: string }[]> {
  const out: { basic: string; userId: string }[] = [];
  for (const s of students) {
    const { Token } = await call<{ Token: string }>(
      url,
      'POST',
      '/api/v2/xAPI/AccessToken/',
      { token: s.token },
    );
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
export async function runStatementStoreBench(seconds: number): Promise<void> {
  const postgres = await benchPostgres();
  if (!postgres) throw new Error('PostgreSQL is not available here.');
  const dataDir = mkdtempSync(join(tmpdir(), 'gp-bench-unused-'));
  try {
    const server = await startChild(
      'src/server.ts',
      { DATABASE_URL: postgres.url, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      '/api/health',
    );
    try {
      const url = `http://127.0.0.1:${server.port}`;
      const students = await Promise.all(
        DEMO_ACCOUNTS.map((user) => signIn(url, user, 'grammar')),
      );
      const writers = await xapiCredentials(url, students);
      await measureStatementStore(url, writers, 2); // warm-up
      // Server CPU per statement: a figure other load on the machine bends little.
      const m = await withServerCpu(server, () =>
        measureStatementStore(url, writers, seconds),
      );
      console.log(
        `PUT /xapi/statements on PostgreSQL: ${m.requestsPerSecond} statements stored/s, p99 ${m.p99Ms} ms, server CPU ${m.serverCpuMs} ms a statement, ${m.errors + m.non2xx} errors (${m.requests} in ${seconds} s, 50 connections)`,
      );
    } finally {
      await server.stop();
    }
  } finally {
    postgres.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
