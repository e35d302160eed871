/**
 * `npm run bench [-- <name>]`: the table of the bench's named runs and a
 * dispatcher. With no name, the whole bench (all.ts); `-- list` prints the
 * table. Each run's code lives in its own module, loaded only when chosen.
 * BENCH_STRICT=1 (for CI on a machine sized for the targets) exits 1 when a
 * run's targets are missed.
 */

/** Request logs off, as in every run so far; `info` is the default of `npm start`. */
const SERVER_LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'warn';

interface BenchRun {
  /** What follows `npm run bench --`; '' for the whole bench. */
  name: string;
  measures: string;
  targets: string;
  /** Runs and prints; true when every target it checks passed. */
  run: () => Promise<boolean>;
}

const RUNS: BenchRun[] = [
  {
    name: '',
    measures:
      'the API against a bare hello-world, on PGlite and PostgreSQL: sign-in, profile, diagnostic test, lessons, custom test, statements, study report, player; then the first page',
    targets: 'issues 2, 5 and 16 (PASS/FAIL lines)',
    run: async () => (await import('./all')).runAll(SERVER_LOG_LEVEL),
  },
  {
    name: 'school',
    measures:
      'how many students one node carries, with one and with one-per-core server processes, and two instances behind a proxy (about 6 minutes)',
    targets:
      'issue 16: N >= the target on PostgreSQL, state holds across instances',
    run: async () => (await import('./school/school')).runSchoolBench(),
  },
  {
    name: 'report',
    measures:
      'the study report page of a student with a year of history, on PGlite',
    targets: 'none (figures for issue 13)',
    run: async () => {
      await (await import('./study-report')).runReportBench(SERVER_LOG_LEVEL);
      return true;
    },
  },
  {
    name: 'xapi',
    measures: 'learning-record statements stored per second, on PostgreSQL',
    targets: 'none (figures for issue 13)',
    run: async () => {
      const { runStatementStoreBench } = await import('./learning-records');
      const { SECONDS } = await import('./databases');
      await runStatementStoreBench(SECONDS);
      return true;
    },
  },
  {
    name: 'first-page',
    measures:
      'the first page: its JavaScript, Lighthouse, the first question (about 5 minutes)',
    targets: 'issue 16: JS, Lighthouse and first question (PASS/FAIL lines)',
    run: async () => {
      const { runFirstPageBench } = await import('./first-page');
      const { printFirstPage } = await import('./first-page/targets');
      const { result, targets } = await runFirstPageBench();
      printFirstPage(result, targets);
      return targets.every((t) => t.pass);
    },
  },
  {
    name: 'first-page-compare',
    measures:
      "the first question of two builds in turns: `-- first-page-compare <A> <B>`, each folder holding web/ and player/ (copies of the apps' dist); BENCH_COMPARE_RUNS cold loads of each (default 20, about 2 minutes)",
    targets: 'none (the paired difference, for issue 16)',
    run: async () => {
      const [a, b] = process.argv.slice(3);
      if (!a || !b) {
        console.error('usage: npm run bench -- first-page-compare <A> <B>');
        return false;
      }
      const { runFirstPageCompare } = await import('./first-page/compare');
      await runFirstPageCompare(a, b);
      return true;
    },
  },
];

const args = process.argv.slice(2);
if (args.includes('list')) {
  for (const r of RUNS)
    console.log(
      `npm run bench${r.name ? ` -- ${r.name}` : ''}\n  measures: ${r.measures}\n  targets: ${r.targets}`,
    );
  process.exit(0);
}
const chosen =
  RUNS.find((r) => r.name && args.includes(r.name)) ??
  RUNS.find((r) => !r.name)!;
const pass = await chosen.run();
process.exit(process.env.BENCH_STRICT === '1' && !pass ? 1 : 0);

export {};
