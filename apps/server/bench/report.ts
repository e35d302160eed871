import type { Measure } from './support';
import { CONNECTIONS as SUBMIT_CONCURRENCY } from './each-once';

export interface Row {
  id:
    | 'get'
    | 'sign-in'
    | 'dt-start'
    | 'dt-submit'
    | 'lesson-activities'
    | 'quiz-save'
    | 'ct-start'
    | 'ct-save'
    | 'xapi-put'
    | 'report-final'
    | 'report-so-far';
  name: string;
  database: 'pglite' | 'postgres';
  m: Measure;
  note?: string;
}

export interface Target {
  target: string;
  /** The figure measured, as printed; undefined when it could not be measured. */
  measured?: string;
  pass: boolean;
  source: string;
}

const find = (rows: Row[], id: Row['id'], database: Row['database']) =>
  rows.find((r) => r.id === id && r.database === database);

/** A figure counts only when every request of its run answered 2xx. */
const clean = (r: Row) => r.m.errors === 0 && r.m.non2xx === 0 && !r.note;

/** The targets of issues 2 and 5, each PASS or FAIL. */
export function evaluateTargets(
  rows: Row[],
  hello: Measure,
  player: number[] | undefined,
  playerError: string | undefined,
): Target[] {
  const targets: Target[] = [];
  const get = find(rows, 'get', 'postgres');
  const ratio = get ? get.m.requestsPerSecond / hello.requestsPerSecond : 0;
  targets.push({
    target: 'signed-in GET >= 40% of hello-world req/s on PostgreSQL',
    measured: get
      ? `${(ratio * 100).toFixed(1)}% (${get.m.requestsPerSecond} of ${hello.requestsPerSecond} req/s)`
      : undefined,
    pass: !!get && clean(get) && ratio >= 0.4,
    source: 'issue 2',
  });
  for (const database of ['pglite', 'postgres'] as const) {
    const signIn = find(rows, 'sign-in', database);
    targets.push({
      target: `sign-in >= 50/s on ${database}`,
      measured: signIn
        ? `${signIn.m.requestsPerSecond}/s${signIn.note ? `; ${signIn.note}` : ''}`
        : undefined,
      pass: !!signIn && clean(signIn) && signIn.m.requestsPerSecond >= 50,
      source: 'issue 2',
    });
  }
  const submit = find(rows, 'dt-submit', 'postgres');
  targets.push({
    target:
      'diagnostic test submit p99 < 250 ms on PostgreSQL at 200 concurrent',
    measured: submit
      ? `p99 ${submit.m.p99Ms} ms at ${submit.m.requestsPerSecond} req/s`
      : undefined,
    pass: !!submit && clean(submit) && submit.m.p99Ms < 250,
    source: 'issue 5',
  });
  const worst = player ? Math.max(...player) : undefined;
  targets.push({
    target: 'player first question interactive < 1500 ms (4x CPU slowdown)',
    measured:
      worst !== undefined
        ? `worst ${worst} ms of ${player!.length} runs (${player!.join(', ')})`
        : playerError && `not measured: ${playerError}`,
    pass: worst !== undefined && worst < 1500,
    source: 'issue 5',
  });
  return targets;
}

export function printReport(r: {
  hello: Measure;
  helloRuns: number[];
  rows: Row[];
  targets: Target[];
  player?: number[];
  playerError?: string;
  settings: string;
  cores: number;
}): void {
  console.log(`\nGrammar Pro benchmark (${r.settings})`);
  console.log(
    'cpu ms/req: CPU time per request (user + system) of the server process, and of the whole machine (server, database and load generator)\n',
  );
  const line = (cells: string[]) =>
    console.log(
      [
        cells[0]!.padEnd(46),
        cells[1]!.padEnd(9),
        cells[2]!.padStart(8),
        cells[3]!.padStart(11),
        cells[4]!.padStart(9),
        cells[5]!.padStart(7),
        cells[6]!.padStart(12),
        cells[7]!.padStart(13),
      ].join(' '),
    );
  line([
    'what',
    'db',
    'req/s',
    'p50/p99 ms',
    'vs hello',
    'errors',
    'server cpu',
    'machine cpu',
  ]);
  line([
    `hello-world (bare Fastify; runs ${r.helloRuns.join(', ')})`,
    '-',
    String(r.hello.requestsPerSecond),
    String(r.hello.p99Ms),
    '100.0%',
    String(r.hello.errors + r.hello.non2xx),
    '',
    '',
  ]);
  for (const row of r.rows)
    line([
      row.name,
      row.database,
      String(row.m.requestsPerSecond),
      row.m.p50Ms === undefined
        ? String(row.m.p99Ms)
        : `${row.m.p50Ms}/${row.m.p99Ms}`,
      `${((100 * row.m.requestsPerSecond) / r.hello.requestsPerSecond).toFixed(1)}%`,
      String(row.m.errors + row.m.non2xx),
      row.m.serverCpuMs === undefined ? '' : row.m.serverCpuMs.toFixed(3),
      row.m.machineCpuMs === undefined ? '' : row.m.machineCpuMs.toFixed(3),
    ]);
  for (const row of r.rows)
    if (row.note) console.log(`  ${row.database} ${row.id}: ${row.note}`);
  console.log('\nTargets:');
  for (const t of r.targets)
    console.log(
      `  ${t.pass ? 'PASS' : 'FAIL'}  ${t.target} (${t.source}): ${t.measured ?? 'not measured'}`,
    );
  const submit = find(r.rows, 'dt-submit', 'postgres');
  if (submit?.m.machineCpuMs) {
    const { machineCpuMs, requestsPerSecond: rate } = submit.m;
    console.log(
      [
        `\nSubmit capacity here: ${r.cores} cores / ${machineCpuMs.toFixed(2)} ms of machine CPU per submit = ${Math.round((r.cores * 1000) / machineCpuMs)} submits/s with the cores always busy; measured ${rate}/s.`,
        `With ${SUBMIT_CONCURRENCY} submits always in flight an answer takes ${SUBMIT_CONCURRENCY} / rate on average (Little's law): ${Math.round((SUBMIT_CONCURRENCY * 1000) / rate)} ms at ${rate}/s; under 250 ms needs more than ${(SUBMIT_CONCURRENCY * 1000) / 250}/s.`,
      ].join('\n'),
    );
  }
}
