/**
 * `npm run bench` with no argument: requests/s and p99 of the API against a
 * bare Fastify hello-world on the same machine, on the embedded PGlite and on
 * PostgreSQL (issues 2, 5, 11, 12, 13), then the first page (issue 16), with
 * PASS/FAIL for each target; the figures go to bench-results/ as JSON. Each
 * server runs in its own process; autocannon runs here.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureBuilds } from './builds';
import { measureDatabase, SECONDS, type DatabaseResult } from './databases';
import { STUDENTS, WARM_UP_STUDENTS } from './diagnostic';
import { CONNECTIONS } from './each-once';
import { evaluateTargets, printReport } from './report';
import {
  benchPostgres,
  measure,
  startChild,
  writeResults,
  type Measure,
} from './support';

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

/** Both databases, each on a data directory that goes when the run ends (about 100 MB on PGlite). */
async function measureDatabases(logLevel: string): Promise<DatabaseResult> {
  const pgServer = await benchPostgres();
  const dataDirs = ['gp-bench-data-', 'gp-bench-unused-'].map((prefix) =>
    mkdtempSync(join(tmpdir(), prefix)),
  );
  try {
    const pglite = await measureDatabase(
      'pglite',
      { DATA_DIR: dataDirs[0]! },
      logLevel,
    );
    if (!pgServer) {
      console.warn(
        'PostgreSQL is not available here: set BENCH_DATABASE_URL to measure it.',
      );
      return pglite;
    }
    const postgres = await measureDatabase(
      'postgres',
      { DATABASE_URL: pgServer.url, DATA_DIR: dataDirs[1]! },
      logLevel,
    );
    return { ...pglite, rows: [...pglite.rows, ...postgres.rows] };
  } finally {
    pgServer?.stop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }
}

/** The whole bench; true when every target passed. */
export async function runAll(logLevel: string): Promise<boolean> {
  const loadBefore = loadavg();
  // The player is served from its build.
  ensureBuilds(['player']);
  const before = await helloWorld();
  const { rows, player, playerError } = await measureDatabases(logLevel);
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
    settings: `autocannon ${SECONDS} s each: 50 connections for GET, 10 for sign-in, ${CONNECTIONS} for the diagnostic test (each of ${STUDENTS} students once, after ${WARM_UP_STUDENTS} others warmed the server up); server LOG_LEVEL=${logLevel}`,
  });
  const file = writeResults('bench', {
    date: new Date().toISOString(),
    machine: { cpus: cpus().length, loadBefore, loadAfter: loadavg() },
    serverLogLevel: logLevel,
    hello: { ...hello, runs: [before, after] },
    rows: rows.map((r) => ({
      ...r,
      ratio: r.m.requestsPerSecond / hello.requestsPerSecond,
    })),
    player: player ?? playerError,
    firstPage: typeof firstPage === 'string' ? firstPage : firstPage.result,
    targets,
  });
  console.log(`\nResults: ${file}`);
  return targets.every((t) => t.pass);
}
