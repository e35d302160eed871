import type { FastifyInstance } from 'fastify';
import {
  monthBounds,
  monthOf,
  previousMonth,
  reportOffsetMinutes,
  type ReportMonth,
} from '@gp/domain';
import type { StudyReportRow } from '../db/repositories/study-reports';
import type { StudentRow } from '../db/repositories/students';
import { makeStudyReport } from './make-report';

/** The report's address in one language (DESIGN.md §3b Url): absolute when the public origin is known. */
export function reportUrl(
  app: FastifyInstance,
  key: string,
  culture: string,
): string {
  return `${app.config.publicOrigin ?? ''}/report/${key}/${culture}`;
}

/** Makes (once) the final report of a month that has ended. */
export async function finalReport(
  app: FastifyInstance,
  student: StudentRow,
  month: ReportMonth,
): Promise<{ row: StudyReportRow; made: boolean }> {
  const existing = await app.repos.studyReports.ofMonth(student.id, month);
  if (existing?.isFinal) return { row: existing, made: false };
  const data = await makeStudyReport(app, student, month);
  return app.repos.studyReports.save(student.id, month, data, true);
}

/**
 * DESIGN.md §3b: the student's report: none until the first test is taken;
 * the latest month studied once a month has ended (made here if the
 * scheduler has not made it yet); until then, the month so far.
 */
export async function currentReport(
  app: FastifyInstance,
  student: StudentRow,
  now = new Date(),
): Promise<StudyReportRow | null> {
  const activity = app.repos.reportActivity;
  if (!(await activity.firstTestAt(student.id))) return null;
  const offset = reportOffsetMinutes(student.marketRegion);
  const thisMonth = monthOf(now.getTime(), offset);
  const monthStart = new Date(monthBounds(thisMonth, offset).start);
  const last = await activity.lastActivityBefore(student.id, monthStart);
  if (last)
    return (await finalReport(app, student, monthOf(last.getTime(), offset)))
      .row;
  const soFar = await app.repos.studyReports.ofMonth(student.id, thisMonth);
  if (soFar) return soFar;
  const data = await makeStudyReport(app, student, thisMonth);
  return (await app.repos.studyReports.save(student.id, thisMonth, data, false))
    .row;
}

/**
 * The report a page shows: a final one as made; one of the month so far is
 * brought up to date first, and made final if its month has ended since.
 */
export async function reportForPage(
  app: FastifyInstance,
  key: string,
  now = new Date(),
) {
  const found = await app.repos.studyReports.findByKey(key);
  if (!found || found.report.isFinal) return found;
  const student = await app.repos.students.findById(found.student.id);
  if (!student) return undefined;
  const month = found.report.month;
  const ended =
    now.getTime() >=
    monthBounds(month, reportOffsetMinutes(student.marketRegion)).end;
  const data = await makeStudyReport(app, student, month);
  const { row } = await app.repos.studyReports.save(
    student.id,
    month,
    data,
    ended,
  );
  return { ...found, report: row };
}

/** The offsets of the four market regions (spec 02 §9). */
const REGIONS = [0, 1, 2, 4] as const;

/**
 * The scheduler's run (issue 13): on and after the 1st of a month, the final
 * report of the month before for every student who studied in it. Safe on
 * several instances at once: each (student, month) is stored once.
 */
export async function makeDueReports(
  app: FastifyInstance,
  now = new Date(),
): Promise<{ made: number; skipped: number }> {
  let made = 0;
  let skipped = 0;
  for (const region of REGIONS) {
    const offset = reportOffsetMinutes(region);
    const month = previousMonth(monthOf(now.getTime(), offset));
    const { start, end } = monthBounds(month, offset);
    const ids = await app.repos.reportActivity.studentsDue(
      new Date(start),
      new Date(end),
      month,
      region,
    );
    for (const id of ids) {
      const student = await app.repos.students.findById(id);
      if (!student) continue;
      const r = await finalReport(app, student, month);
      if (r.made) made++;
      else skipped++;
    }
  }
  return { made, skipped };
}

/** Every hour (and at start): makes the reports that are due. Returns a stop function. */
export function scheduleStudyReports(
  app: FastifyInstance,
  everyMs = 3600 * 1000,
): () => Promise<void> {
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= makeDueReports(app)
      .then(
        (r) => {
          if (r.made > 0)
            app.log.info(r, 'study reports: made the reports of last month');
        },
        (err: unknown) => app.log.error({ err }, 'study reports: run failed'),
      )
      .finally(() => (running = undefined));
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
