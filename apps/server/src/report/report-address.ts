import type { FastifyInstance } from 'fastify';
import {
  isReportMonth,
  marketLanguage,
  monthBounds,
  monthOf,
  reportOffsetMinutes,
} from '@gp/domain';
import { AccountsError } from '../accounts/commands';
import { makeStudyReport } from './make-report';
import { finalReport } from './report-service';

/**
 * `npm run accounts -- report --username U --month YYYY-MM` (issue 13): the
 * addresses of a student's report of a month, for the school. A month that
 * has ended gets its final report (made now if the scheduler has not), the
 * current month its report so far.
 */
export async function reportAddresses(
  app: FastifyInstance,
  userName: string,
  month: string,
  now = new Date(),
): Promise<{ month: string; isFinal: boolean; urls: string[] }> {
  if (!isReportMonth(month))
    throw new AccountsError(
      '--month must be a month written YYYY-MM, e.g. 2026-03.',
    );
  const student = await app.repos.students.findByUserName(
    userName.toLowerCase(),
  );
  if (!student) throw new AccountsError(`No student "${userName}".`);
  const offset = reportOffsetMinutes(student.marketRegion);
  const current = monthOf(now.getTime(), offset);
  if (month > current)
    throw new AccountsError(
      `${month} has not started yet for ${student.userName}.`,
    );
  const first = await app.repos.reportActivity.firstTestAt(student.id);
  if (!first || monthBounds(month, offset).end <= first.getTime())
    throw new AccountsError(
      `${student.userName} had not taken the first grammar test by the end of ${month}: there is no report.`,
    );
  const row =
    month === current
      ? (
          await app.repos.studyReports.save(
            student.id,
            month,
            await makeStudyReport(app, student, month),
            false,
          )
        ).row
      : (await finalReport(app, student, month)).row;
  const origin =
    app.config.publicOrigin ?? `http://localhost:${app.config.port}`;
  const cultures = [
    ...new Set(['en-US', marketLanguage(student.marketRegion)]),
  ];
  return {
    month,
    isFinal: row.isFinal,
    urls: cultures.map((c) => `${origin}/report/${row.key}/${c}`),
  };
}
