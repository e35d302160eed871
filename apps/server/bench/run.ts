/**
 * npm run bench: requests/s and p99 of the API against a bare Fastify
 * hello-world on the same machine, on the embedded PGlite and on PostgreSQL
 * (issues 2 and 5), with PASS/FAIL for each target; the figures go to
 * bench-results/ as JSON. Each server runs in its own process; autocannon
 * runs here.
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { execFileSync } from 'node:child_process';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { measurePlayerFirstQuestion } from './player';
import {
  CONNECTIONS,
  measureStart,
  measureSubmit,
  prepareSubmissions,
  seedStudents,
  signInAll,
  STUDENTS,
  WARM_UP_STUDENTS,
} from './diagnostic';
import {
  measureLessonActivities,
  measureQuizSave,
  prepareLessonCalls,
} from './lessons';
import { measureSignIn } from './sign-in';
import {
  measureCustomTestSave,
  measureCustomTestStart,
  prepareCustomTestSaves,
  prepareCustomTestStarts,
} from './custom-test';
import {
  benchPostgres,
  measure,
  serverDir,
  startChild,
  withServerCpu,
  type Child,
  type Measure,
} from './support';
import { evaluateTargets, printReport, type Row } from './report';
import { measureReportPages, seedYearOfHistory, YEAR } from './study-report';
import {
  measureStatementStore,
  runStatementStoreBench,
  xapiCredentials,
} from './learning-records';

/** Request logs off, as in every run so far; `info` is the default of `npm start`. */
const SERVER_LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'warn';
const SECONDS = 10;

const rows: Row[] = [];
let player: number[] | undefined;
let playerError: string | undefined;
const loadBefore = loadavg();

// The baseline is measured before and after the rest and averaged, so that
// other load on the machine weighs on both sides of each ratio alike.
async function helloWorld(): Promise<Measure> {
  const hello = await startChild('bench/hello-world.ts', {}, '/');
  try {
    return await measure({ url: `http://127.0.0.1:${hello.port}/` });
  } finally {
    await hello.stop();
  }
}

async function measureDatabase(
  database: 'pglite' | 'postgres',
  env: Record<string, string>,
): Promise<void> {
  await seedStudents({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR! });
  const { soFarKey } = await seedYearOfHistory({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR!,
  });
  let server: Child | undefined;
  try {
    server = await startChild(
      'src/server.ts',
      { ...env, LOG_LEVEL: SERVER_LOG_LEVEL },
      '/api/health',
    );
    const url = `http://127.0.0.1:${server.port}`;
    const everyone = await signInAll(url);
    const students = everyone.slice(WARM_UP_STUDENTS);
    rows.push({
      id: 'get',
      name: 'GET /api/v2/StudentProfile/GP/ (signed in)',
      database,
      m: await withServerCpu(server, () =>
        measure({
          url: `${url}/api/v2/StudentProfile/GP/`,
          headers: { authorization: `Bearer ${students[0]!.token}` },
        }),
      ),
    });
    const signIn = await withServerCpu(server, () =>
      measureSignIn(url, SECONDS),
    );
    rows.push({
      id: 'sign-in',
      name: 'POST /api/v2/Authentication/GP/ (sign-in)',
      database,
      m: signIn,
      note:
        signIn.withoutToken > 0
          ? `${signIn.withoutToken} answers had no token (too many devices)`
          : undefined,
    });
    if (database === 'pglite') {
      try {
        player = await measurePlayerFirstQuestion(
          url,
          students[0]!.token,
          students[0]!.userId,
        );
      } catch (e) {
        playerError = e instanceof Error ? e.message.split('\n')[0] : String(e);
      }
    }
    // Issue 13: the study report page of a student with a year of history.
    const pages = await measureReportPages(url, soFarKey);
    rows.push(
      {
        id: 'report-final',
        name: 'report page, last month, a year of history (1 parent)',
        database,
        m: pages.final,
      },
      {
        id: 'report-so-far',
        name: 'report page, month so far, recomputed (1 parent)',
        database,
        m: pages.soFar,
      },
    );
    // Unmeasured: the warm-up students start and submit first.
    const warmUp = everyone.slice(0, WARM_UP_STUDENTS);
    await measureStart(url, warmUp);
    await measureSubmit(url, warmUp, await prepareSubmissions(url, warmUp));
    rows.push({
      id: 'dt-start',
      name: `PUT DiagnosticTest/Start (${STUDENTS} students)`,
      database,
      m: await withServerCpu(server, () => measureStart(url, students)),
    });
    const bodies = await prepareSubmissions(url, students);
    rows.push({
      id: 'dt-submit',
      name: `PUT DiagnosticTest/Save, ~100 answers (${STUDENTS})`,
      database,
      m: await withServerCpu(server, () =>
        measureSubmit(url, students, bodies),
      ),
    });
    // Issue 11, on PostgreSQL: each student's lesson 1 of a recommended
    // module, after the warm-up students made the same calls unmeasured.
    if (database === 'postgres') {
      const warmCalls = await prepareLessonCalls(url, warmUp);
      await measureLessonActivities(url, warmUp, warmCalls);
      await measureQuizSave(url, warmUp, warmCalls);
      const calls = await prepareLessonCalls(url, students);
      rows.push({
        id: 'lesson-activities',
        name: `POST ActivityEntity/Web, ${calls.activityKeys.length} activities (${STUDENTS})`,
        database,
        m: await withServerCpu(server, () =>
          measureLessonActivities(url, students, calls),
        ),
      });
      rows.push({
        id: 'quiz-save',
        name: `POST RemediationLesson/Save, ~${Math.round(calls.answersPerSave)} answers (${STUDENTS})`,
        database,
        m: await withServerCpu(server, () =>
          measureQuizSave(url, students, calls),
        ),
      });
      // Issue 12: a custom test of the first tested module (filled to 4),
      // started and saved by every student, after the warm-up students.
      const warmStarts = await prepareCustomTestStarts(url, warmUp);
      await measureCustomTestStart(url, warmUp, warmStarts);
      const warmSaves = await prepareCustomTestSaves(url, warmUp, warmStarts);
      await measureCustomTestSave(url, warmUp, warmSaves.bodies);
      const starts = await prepareCustomTestStarts(url, students);
      rows.push({
        id: 'ct-start',
        name: `PUT CustomTest/Start, 4 modules (${STUDENTS})`,
        database,
        m: await withServerCpu(server, () =>
          measureCustomTestStart(url, students, starts),
        ),
      });
      const saves = await prepareCustomTestSaves(url, students, starts);
      rows.push({
        id: 'ct-save',
        name: `PUT CustomTest/Save, ~${Math.round(saves.answersPerSave)} answers (${STUDENTS})`,
        database,
        m: await withServerCpu(server, () =>
          measureCustomTestSave(url, students, saves.bodies),
        ),
      });
      // Issue 13: statements stored per second (PUT /xapi/statements).
      const writers = await xapiCredentials(url, students.slice(0, 100));
      rows.push({
        id: 'xapi-put',
        name: 'PUT /xapi/statements, one statement (100 students in turn)',
        database,
        m: await withServerCpu(server, () =>
          measureStatementStore(url, writers, SECONDS),
        ),
      });
    }
  } finally {
    await server?.stop();
  }
}

/** The player is served from its build; build it once if it is missing. */
function ensurePlayerBuild(): void {
  if (existsSync(join(serverDir, '../player/dist/index.html'))) return;
  console.log('Building the player for its benchmark...');
  execFileSync('npm', ['run', 'build', '-w', 'apps/player'], {
    cwd: join(serverDir, '../..'),
    stdio: 'ignore',
  });
}

// `npm run bench -- school`: only the school (issue 16, about 8 minutes).
if (process.argv.includes('school')) {
  const { runSchoolBench } = await import('./school/school');
  const pass = await runSchoolBench();
  process.exit(process.env.BENCH_STRICT === '1' && !pass ? 1 : 0);
}

// `npm run bench -- report`: only the study report page on PGlite (issue 13).
if (process.argv.includes('report')) {
  const dataDir = mkdtempSync(join(tmpdir(), 'gp-bench-report-'));
  try {
    const { soFarKey } = await seedYearOfHistory({ dataDir });
    const server = await startChild(
      'src/server.ts',
      { DATA_DIR: dataDir, LOG_LEVEL: SERVER_LOG_LEVEL },
      '/api/health',
    );
    try {
      const r = await measureReportPages(
        `http://127.0.0.1:${server.port}`,
        soFarKey,
      );
      console.log(
        `Study report page, a student with a year of history (${JSON.stringify(YEAR)}), PGlite, one parent at a time for 5 s:`,
      );
      for (const [what, m] of [
        ['last month (final, stored)', r.final],
        ['the month so far (recomputed per view)', r.soFar],
      ] as const)
        console.log(
          `  ${what}: p50 ${m.p50Ms} ms, p99 ${m.p99Ms} ms, ${m.requestsPerSecond} pages/s, ${m.errors + m.non2xx} errors`,
        );
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(0);
}

// `npm run bench -- xapi`: only the statements stored per second on PostgreSQL (issue 13).
if (process.argv.includes('xapi')) {
  const postgres = await benchPostgres();
  if (!postgres) throw new Error('PostgreSQL is not available here.');
  const dataDir = mkdtempSync(join(tmpdir(), 'gp-bench-unused-'));
  try {
    const m = await runStatementStoreBench(
      (env) =>
        startChild(
          'src/server.ts',
          { ...env, DATA_DIR: dataDir },
          '/api/health',
        ),
      postgres,
      SECONDS,
    );
    console.log(
      `PUT /xapi/statements on PostgreSQL: ${m.requestsPerSecond} statements stored/s, p99 ${m.p99Ms} ms, server CPU ${m.serverCpuMs} ms a statement, ${m.errors + m.non2xx} errors (${m.requests} in ${SECONDS} s, 50 connections)`,
    );
  } finally {
    postgres.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(0);
}

// `npm run bench -- first-page`: only the first page (issue 16, about 5 minutes).
if (process.argv.includes('first-page')) {
  const { printFirstPage, runFirstPageBench } = await import('./first-page');
  const { result, targets } = await runFirstPageBench();
  printFirstPage(result, targets);
  process.exit(
    process.env.BENCH_STRICT === '1' && !targets.every((t) => t.pass) ? 1 : 0,
  );
}

ensurePlayerBuild();
const before = await helloWorld();
const pgServer = await benchPostgres();
// The servers' data (about 100 MB on PGlite) goes when the run ends.
const dataDirs = ['gp-bench-data-', 'gp-bench-unused-'].map((prefix) =>
  mkdtempSync(join(tmpdir(), prefix)),
);
try {
  await measureDatabase('pglite', { DATA_DIR: dataDirs[0]! });
  if (pgServer)
    await measureDatabase('postgres', {
      DATABASE_URL: pgServer.url,
      DATA_DIR: dataDirs[1]!,
    });
  else
    console.warn(
      'PostgreSQL is not available here: set BENCH_DATABASE_URL to measure it.',
    );
} finally {
  pgServer?.stop();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}
const after = await helloWorld();
const hello: Measure = {
  requestsPerSecond: Math.round(
    (before.requestsPerSecond + after.requestsPerSecond) / 2,
  ),
  requests: before.requests + after.requests,
  p99Ms: Math.max(before.p99Ms, after.p99Ms),
  errors: before.errors + after.errors,
  non2xx: before.non2xx + after.non2xx,
};

// Issue 16: the first page, on a server and a browser of its own.
const firstPage = await (
  await import('./first-page')
)
  .runFirstPageBench()
  .catch((e: unknown) =>
    e instanceof Error ? e.message.split('\n')[0]! : String(e),
  );
const targets = evaluateTargets(rows, hello, player, playerError);
if (typeof firstPage === 'string')
  targets.push({
    target: 'first page, Lighthouse and first question (issue 16)',
    measured: `not measured: ${firstPage}`,
    pass: false,
    source: 'issue 16',
  });
else targets.push(...firstPage.targets);
printReport({
  hello,
  helloRuns: [before.requestsPerSecond, after.requestsPerSecond],
  rows,
  targets,
  player,
  playerError,
  cores: cpus().length,
  settings: `autocannon ${SECONDS} s each: 50 connections for GET, 10 for sign-in, ${CONNECTIONS} for the diagnostic test (each of ${STUDENTS} students once, after ${WARM_UP_STUDENTS} others warmed the server up); server LOG_LEVEL=${SERVER_LOG_LEVEL}`,
});
const out = join(serverDir, '../../bench-results');
mkdirSync(out, { recursive: true });
const file = join(
  out,
  `bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
);
writeFileSync(
  file,
  JSON.stringify(
    {
      date: new Date().toISOString(),
      machine: { cpus: cpus().length, loadBefore, loadAfter: loadavg() },
      serverLogLevel: SERVER_LOG_LEVEL,
      hello: { ...hello, runs: [before, after] },
      rows: rows.map((r) => ({
        ...r,
        ratio: r.m.requestsPerSecond / hello.requestsPerSecond,
      })),
      player: player ?? playerError,
      firstPage: typeof firstPage === 'string' ? firstPage : firstPage.result,
      targets,
    },
    null,
    2,
  ),
);
console.log(`\nResults: ${file}`);
// BENCH_STRICT=1 (for CI on a machine sized for the targets) fails on a miss.
if (process.env.BENCH_STRICT === '1' && !targets.every((t) => t.pass))
  process.exitCode = 1;
