/**
 * `npm run bench -- school` (issue 16): how many students one node carries.
 * A school of N virtual students (student.ts) against the compiled server,
 * on PostgreSQL (one server process and one per core) and on the embedded
 * PGlite; the largest N at which every call's p99 stays under 200 ms with
 * no errors; and two instances behind a round-robin proxy (instances.ts).
 * Each PostgreSQL search takes about 15 to 20 minutes (its start runs, then
 * the whole exam: search.ts); BENCH_SCHOOL_RUNS and BENCH_SCHOOL_PGLITE_RUNS
 * bound the start runs of each search, BENCH_SCHOOL_SEARCH_S their time,
 * BENCH_SCHOOL_EXAM=0 leaves out the whole-exam runs.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { workerCount } from '../../src/cluster';
import { createDatabase, writeResults } from '../support';
import { checkInstances, type InstancesCheck } from './instances';
import { buildServer, startPostgres, startServer } from './processes';
import { printSchool } from './school-report';
import { searchN, studentsFor, type Search } from './search';
import { seedSchool } from './seed';
import { realRates, START_SECONDS, STUDYING_SHARE } from './model';

const PG_RUNS = Number(process.env.BENCH_SCHOOL_RUNS ?? 5);
const PGLITE_RUNS = Number(process.env.BENCH_SCHOOL_PGLITE_RUNS ?? 2);
const PG_FIRST = Number(process.env.BENCH_SCHOOL_FIRST ?? 2000);
const PGLITE_FIRST = Number(process.env.BENCH_SCHOOL_PGLITE_FIRST ?? 750);
/**
 * The node as deployed: on PostgreSQL, one search per entry of
 * BENCH_SCHOOL_WORKERS (server processes, cluster.ts; default 1 and the
 * cores, the default of WORKERS=auto), each on a database of its own.
 * BENCH_SCHOOL_SOCKET=1 connects over PostgreSQL's Unix socket instead of
 * TCP loopback (measured: the same CPU per session, 70 against 68 ms).
 */
const PG_WORKERS = (
  process.env.BENCH_SCHOOL_WORKERS ??
  `1,${workerCount({ workers: 'auto', databaseUrl: 'postgres://' }).count}`
)
  .split(',')
  .map(Number)
  .filter((n) => n >= 1);
const SOCKET = process.env.BENCH_SCHOOL_SOCKET === '1';
/** BENCH_SCHOOL_INSTANCES=0 skips the two-instance check (a shorter run when measuring N). */
const INSTANCES = process.env.BENCH_SCHOOL_INSTANCES !== '0';

export async function runSchoolBench(): Promise<boolean> {
  const began = Date.now();
  const loadBefore = loadavg();
  const log = (line: string) =>
    console.log(`[${Math.round((Date.now() - began) / 1000)} s] ${line}`);
  log(
    `School bench: real times, arrivals over 60 s, tracking every 30 s; the search runs the exam's first ${START_SECONDS} s, then the whole exam at the N found with its tracking-only middle left out; the first ${STUDYING_SHARE * 100}% to finish study. Load average ${loadBefore.map((x) => x.toFixed(1)).join(' ')} on ${cpus().length} cores.`,
  );
  buildServer();
  const searches: Search[] = [];
  let instances: InstancesCheck | undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'gp-school-data-'));
  const cluster = await startPostgres();
  try {
    for (const workers of cluster && PG_RUNS > 0 ? PG_WORKERS : []) {
      // Fresh students for each search: one signed in and tested is not new.
      const url = await createDatabase(
        cluster!.url,
        `gp_school_${workers}_${Date.now()}`,
      );
      await seedSchool({ databaseUrl: url, dataDir }, studentsFor(PG_RUNS));
      const server = await startServer({
        DATABASE_URL: SOCKET ? cluster!.socketUrl(url) : url,
        WORKERS: String(workers),
      });
      try {
        log(`PostgreSQL, ${workers} worker(s): searching N`);
        searches.push(
          await searchN({
            database: 'postgres',
            server,
            cluster,
            socket: SOCKET,
            first: PG_FIRST,
            runs: PG_RUNS,
            log,
          }),
        );
      } finally {
        await server.stop();
      }
    }
    if (cluster && PG_RUNS > 0) {
      if (INSTANCES) {
        log('Two instances on one PostgreSQL behind a round-robin proxy');
        instances = await checkInstances(cluster.url);
      }
    } else if (!cluster) {
      console.warn(
        'PostgreSQL is not available here (needs root and /usr/lib/postgresql).',
      );
    }
    if (PGLITE_RUNS > 0) {
      await seedSchool({ dataDir }, studentsFor(PGLITE_RUNS));
      const server = await startServer({ DATA_DIR: dataDir });
      try {
        log('PGlite: searching N');
        searches.push(
          await searchN({
            database: 'pglite',
            server,
            first: PGLITE_FIRST,
            runs: PGLITE_RUNS,
            log,
          }),
        );
      } finally {
        await server.stop();
      }
    }
  } finally {
    cluster?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const pass = printSchool({ searches, instances, rates: realRates(2000) });
  log(`School bench done in ${Math.round((Date.now() - began) / 1000)} s.`);
  const file = writeResults('school', {
    date: new Date().toISOString(),
    machine: { cpus: cpus().length, loadBefore, loadAfter: loadavg() },
    model: 'real times; start runs and whole-exam runs (model.ts)',
    studyingShare: STUDYING_SHARE,
    searches,
    instances,
  });
  console.log(`Results: ${file}`);
  return pass;
}
