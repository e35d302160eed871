/**
 * Lighthouse performance (mobile profile, simulated throttling) of one page,
 * a few runs each; every report is kept in bench-results/.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { serverDir } from '../support';

const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

/** One Lighthouse run: its score (null when the run failed) and the key metrics. */
export interface Run {
  score: number | null;
  /** Lighthouse's runtime error, when the run failed. */
  error?: string;
  /** Lighthouse's CPU benchmark of the machine during the run (higher is faster). */
  benchmarkIndex: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

export interface Scores {
  page: string;
  runs: Run[];
  /** The completed run with the median score, if any completed. */
  median?: Run;
}

/** One Lighthouse run against the Chromium listening on `port`. */
export async function runLighthouse(
  port: number,
  url: string,
  keepStorage: boolean,
): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // The signed-in student lives in IndexedDB; the HTTP cache is cleared by the caller.
    disableStorageReset: keepStorage,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  const out = join(serverDir, '../../bench-results');
  mkdirSync(out, { recursive: true });
  writeFileSync(
    join(
      out,
      `lighthouse-${new URL(url).pathname.replace(/\W+/g, '-')}-${Date.now()}.json`,
    ),
    JSON.stringify(lhr),
  );
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  // A run Lighthouse could not complete (e.g. NO_NAVSTART on a crowded machine) scores null, not 0.
  const score = lhr.categories.performance?.score;
  return {
    score: score == null ? null : Math.round(score * 100),
    error: lhr.runtimeError?.code,
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    fcpMs: Math.round(metric('first-contentful-paint')),
    lcpMs: Math.round(metric('largest-contentful-paint')),
    tbtMs: Math.round(metric('total-blocking-time')),
    cls: Math.round(metric('cumulative-layout-shift') * 1000) / 1000,
  };
}

/** BENCH_LIGHTHOUSE_RUNS runs of one page, and the median of those that completed. */
export async function scores(
  page: string,
  run: () => Promise<Run>,
): Promise<Scores> {
  const runs: Run[] = [];
  for (let i = 0; i < LIGHTHOUSE_RUNS; i++) runs.push(await run());
  const done = runs
    .filter((r) => r.score !== null)
    .sort((a, b) => a.score! - b.score!);
  return { page, runs, median: done[Math.floor(done.length / 2)] };
}
