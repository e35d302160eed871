import type { FastifyInstance } from 'fastify';

/**
 * Sends a record to the external error-logging search service when one is
 * configured (spec 01 §7). Fire and forget: logging never fails a request.
 */
export function forwardToErrorLog(
  app: FastifyInstance,
  record: Record<string, unknown>,
): void {
  const endpoint = app.config.errorLogEndpoint;
  if (!endpoint) return;
  fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      ...record,
      product: 'GrammarPro',
      receivedAt: new Date().toISOString(),
    }),
    signal: AbortSignal.timeout(5000),
  }).catch((err: unknown) =>
    app.log.warn({ err }, 'could not forward to the error log service'),
  );
}
