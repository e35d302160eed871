/**
 * npm run bench: requests/s of the API against a bare Fastify hello-world on
 * the same machine, on the embedded PGlite and on PostgreSQL (issue 2).
 * Each server runs in its own process; autocannon runs here.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { measurePlayerFirstQuestion } from './player';
import {
  measureStart,
  measureSubmit,
  seedStudents,
  signInAll,
  STUDENTS,
} from './diagnostic';
import {
  benchPostgres,
  measure,
  serverDir,
  startChild,
  type Measure,
} from './support';

let playerTimes = 'player: not measured';
const rows: { name: string; database: string; m: Measure; ratio: number }[] =
  [];

// The baseline is measured before and after the rest and averaged, so that
// other load on the machine weighs on both sides of each ratio alike.
async function helloWorld(): Promise<Measure> {
  const hello = await startChild('bench/hello-world.ts', {}, '/');
  const m = await measure({ url: `http://127.0.0.1:${hello.port}/` });
  await hello.stop();
  return m;
}
const before = await helloWorld();

const pgServer = await benchPostgres();
const targets: { database: string; env: Record<string, string> }[] = [
  {
    database: 'pglite',
    env: { DATA_DIR: mkdtempSync(join(tmpdir(), 'gp-bench-data-')) },
  },
];
if (pgServer)
  targets.push({
    database: 'postgres',
    env: {
      DATABASE_URL: pgServer.url,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'gp-bench-unused-')),
    },
  });
else
  console.warn(
    'PostgreSQL is not available here: set BENCH_DATABASE_URL to measure it.',
  );

const signInBody = JSON.stringify({
  UserName: 'regular',
  Password: 'grammar',
  Platform: 16,
});
for (const t of targets) {
  await seedStudents({
    databaseUrl: t.env.DATABASE_URL,
    dataDir: t.env.DATA_DIR!,
  });
  const app = await startChild(
    'src/server.ts',
    { ...t.env, LOG_LEVEL: 'warn' },
    '/api/health',
  );
  const url = `http://127.0.0.1:${app.port}`;
  const res = await fetch(`${url}/api/v2/Authentication/GP/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: signInBody,
  });
  const { Token } = (await res.json()) as { Token: string };
  const get = await measure({
    url: `${url}/api/v2/StudentProfile/GP/`,
    headers: { authorization: `Bearer ${Token}` },
  });
  rows.push({
    name: 'GET /api/v2/StudentProfile/GP/ (signed in)',
    database: t.database,
    m: get,
    ratio: 0,
  });
  const signIn = await measure({
    url: `${url}/api/v2/Authentication/GP/`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: signInBody,
    connections: 10,
  });
  rows.push({
    name: 'POST /api/v2/Authentication/GP/ (sign-in)',
    database: t.database,
    m: signIn,
    ratio: 0,
  });
  const students = await signInAll(url);
  if (t.database === 'pglite') {
    const times = await measurePlayerFirstQuestion(
      url,
      students[0]!.token,
      students[0]!.userId,
    );
    const sorted = [...times].sort((a, b) => a - b);
    playerTimes = `player: iframe load to first question interactive, 4x CPU slowdown, ${times.length} runs: median ${sorted[Math.floor(sorted.length / 2)]} ms, worst ${sorted.at(-1)} ms (target < 1500 ms)`;
  }
  const start = await measureStart(url, students);
  rows.push({
    name: `PUT DiagnosticTest/Start (${STUDENTS} students)`,
    database: t.database,
    m: start,
    ratio: 0,
  });
  const submit = await measureSubmit(url, students);
  rows.push({
    name: `PUT DiagnosticTest/Save, ~100 answers (${STUDENTS})`,
    database: t.database,
    m: submit,
    ratio: 0,
  });
  await app.stop();
}
pgServer?.stop();
const after = await helloWorld();
const base: Measure = {
  requestsPerSecond: Math.round(
    (before.requestsPerSecond + after.requestsPerSecond) / 2,
  ),
  p99Ms: Math.max(before.p99Ms, after.p99Ms),
  errors: before.errors + after.errors,
  non2xx: before.non2xx + after.non2xx,
};
for (const r of rows) r.ratio = r.m.requestsPerSecond / base.requestsPerSecond;
rows.unshift({
  name: 'hello-world (bare Fastify, mean of 2 runs)',
  database: '-',
  m: base,
  ratio: 1,
});

console.log(
  '\nGrammar Pro benchmark (autocannon, 10 s each; 50 connections, 10 for sign-in)\n',
);
console.log(
  [
    'what'.padEnd(46),
    'db'.padEnd(9),
    'req/s'.padStart(8),
    'p99 ms'.padStart(8),
    'vs hello'.padStart(9),
    'errors'.padStart(7),
  ].join(' '),
);
for (const r of rows) {
  console.log(
    [
      r.name.padEnd(46),
      r.database.padEnd(9),
      String(r.m.requestsPerSecond).padStart(8),
      String(r.m.p99Ms).padStart(8),
      `${(r.ratio * 100).toFixed(1)}%`.padStart(9),
      String(r.m.errors + r.m.non2xx).padStart(7),
    ].join(' '),
  );
}
const out = join(serverDir, '../../bench-results');
mkdirSync(out, { recursive: true });
writeFileSync(
  join(out, `bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`),
  JSON.stringify(rows, null, 2),
);
console.log(`\n${playerTimes}`);
console.log(
  '\nTargets: signed-in GET >= 40% of hello-world on PostgreSQL; sign-in >= 50/s; test submit p99 < 250 ms on PostgreSQL at 200 concurrent.',
);
