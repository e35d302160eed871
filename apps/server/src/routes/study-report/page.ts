import type { FastifyInstance, FastifyReply } from 'fastify';
import { isInterfaceLanguage, marketLanguage } from '@gp/domain';
import { reportForPage } from '../../report/report-service';
import {
  renderNotFoundPage,
  renderReportPage,
} from '../../report/page/render-page';

/** The Print button's only script (the pages' CSP allows scripts from this origin only). */
const PRINT_JS = `document.getElementById('print-report')?.addEventListener('click',function(){window.print()});`;

/** A capability page: never cached, never indexed, its address never sent on as a referrer. */
function privatePage(reply: FastifyReply): FastifyReply {
  return reply
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header('x-robots-tag', 'noindex, nofollow')
    .type('text/html; charset=utf-8');
}

/**
 * The study report page (issue 13): server-rendered HTML at an unguessable
 * address that opens without signing in, so a parent's phone gets one small
 * document with its charts inline and no app to load.
 */
export async function studyReportPageRoutes(fastify: FastifyInstance) {
  fastify.get('/report/print.js', async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=86400')
      .type('text/javascript; charset=utf-8')
      .send(PRINT_JS),
  );

  fastify.get<{ Params: { key: string; culture?: string } }>(
    '/report/:key/:culture?',
    async (request, reply) => {
      const { key, culture } = request.params;
      const wanted = culture ?? 'en-US';
      if (key.length > 100 || !isInterfaceLanguage(wanted))
        return privatePage(reply.code(404)).send(renderNotFoundPage('en-US'));
      const found = await reportForPage(fastify, key);
      if (!found)
        return privatePage(reply.code(404)).send(renderNotFoundPage(wanted));
      const moduleNames = await fastify.repos.reportActivity.moduleNames();
      return privatePage(reply).send(
        renderReportPage({
          key,
          culture: wanted,
          localCulture: marketLanguage(found.student.marketRegion),
          name: found.student.englishFirstName,
          isFinal: found.report.isFinal,
          data: found.report.data,
          moduleNames,
        }),
      );
    },
  );
}
