import type { FastifyInstance } from 'fastify';
import { getStudentReport, saveStudentReport } from '@gp/api';
import { Forbidden, NotFound } from '../../lib/domain-errors';
import { currentReport, reportUrl } from '../../report/report-service';
import { endpointRoute } from '../endpoint-route';

/** The study report's link and read state (DESIGN.md §3b, spec 02 §3 Student report, §4 Study report). */
export async function studyReportRoutes(fastify: FastifyInstance) {
  endpointRoute(fastify, getStudentReport, async (request) => {
    const report = await currentReport(fastify, request.auth.student);
    if (!report) return { Key: '', Url: '', IsRead: false, Month: '' };
    return {
      Key: report.key,
      Url: reportUrl(fastify, report.key, request.params.CultureCode),
      IsRead: report.isRead,
      Month: report.month,
    };
  });

  // spec 02 §4: opening the report saves its status (read); saving again changes nothing.
  endpointRoute(fastify, saveStudentReport, async (request) => {
    const result = await fastify.repos.studyReports.markRead(
      request.auth.student.id,
      request.body,
    );
    if (result === 'other')
      throw new Forbidden('This report belongs to another student.');
    if (result === 'none')
      throw new NotFound('There is no report with this key.');
    return { Success: true as const };
  });
}
