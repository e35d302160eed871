/**
 * Issue 13 benchmark: the study report page of a student with a year of
 * history (study-report-seed.ts), opened by one parent at a time: the final
 * report of last month (stored, drawn per view) and the month so far
 * (recomputed per view).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { call, signIn } from './api';
import {
  REPORT_PASSWORD,
  REPORT_USER,
  seedYearOfHistory,
  YEAR,
} from './study-report-seed';
import { measureOf, startChild, type Measure } from './support';

async function measureOne(url: string): Promise<Measure> {
  // One parent at a time: the latency is the page's render time.
  const r = await autocannon({ url, duration: 5, connections: 1 });
  return { ...measureOf(r), p50Ms: r.latency.p50 };
}

/** The two report pages of the seeded student, on a running server. */
export async function measureReportPages(
  baseUrl: string,
  soFarKey: string,
): Promise<{ final: Measure; soFar: Measure; finalUrl: string }> {
  const { token } = await signIn(baseUrl, REPORT_USER, REPORT_PASSWORD);
  const report = await call<{ Url: string; Month: string }>(
    baseUrl,
    'GET',
    '/api/v2/StudentReport/ru-RU',
    { token },
  );
  if (!report.Url) throw new Error(`no report: ${JSON.stringify(report)}`);
  const finalUrl = `${baseUrl}${report.Url.replace(/^https?:\/\/[^/]+/, '')}`;
  // Warm-up views, unmeasured.
  for (const u of [finalUrl, `${baseUrl}/report/${soFarKey}/ru-RU`])
    for (let i = 0; i < 3; i++) await (await fetch(u)).text();
  return {
    final: await measureOne(finalUrl),
    soFar: await measureOne(`${baseUrl}/report/${soFarKey}/ru-RU`),
    finalUrl,
  };
}

/** `npm run bench -- report`: only the study report page, on PGlite. */
export async function runReportBench(logLevel: string): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'gp-bench-report-'));
  try {
    const { soFarKey } = await seedYearOfHistory({ dataDir });
    const server = await startChild(
      'src/server.ts',
      { DATA_DIR: dataDir, LOG_LEVEL: logLevel },
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
}
