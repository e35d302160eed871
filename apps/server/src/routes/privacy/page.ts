import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CultureCode } from '@gp/api';
import { localize } from './policy-content';

const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[
        c
      ]!,
  );

/** The privacy policy as a page of its own: the document's UrlContent. */
export async function privacyPageRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/privacy/:id/:culture',
    {
      schema: {
        params: z.object({ id: z.string().max(100), culture: CultureCode }),
      },
    },
    async (request, reply) => {
      const rows = await fastify.repos.privacy.latest('GrammarPro');
      const doc = rows && rows.id === request.params.id ? rows : undefined;
      if (!doc) return reply.code(404).type('text/plain').send('Not found');
      const text = localize(doc.content, request.params.culture);
      const lang = request.params.culture.slice(0, 2);
      const body = text.sections
        .map(
          (s) =>
            `<h2>${escape(s.heading)}</h2>${s.body
              .split(/\n\s*\n/)
              .map((p) => `<p>${escape(p.trim())}</p>`)
              .join('')}`,
        )
        .join('\n');
      return reply
        .type('text/html; charset=utf-8')
        .send(
          `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
            `<title>${escape(text.title)}</title><link rel="stylesheet" href="/help/help.css"></head>` +
            `<body><main class="doc"><h1>${escape(text.title)}</h1><p class="meta">${escape(doc.effective)} · v${doc.version}</p>${body}</main></body></html>`,
        );
    },
  );
}
