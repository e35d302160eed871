import type { FastifyInstance } from 'fastify';

/**
 * The bank's live (not retired) questions of each module, in the modules'
 * order, as the domain's test composer takes them (composeDiagnosticTest):
 * what a diagnostic and a custom test are both composed from.
 */
export async function bankModules(
  app: FastifyInstance,
  moduleKeys: readonly string[],
) {
  const bank = [...(await app.contentCache.bank()).values()].filter(
    (b) => !b.retired && moduleKeys.includes(b.moduleKey),
  );
  return moduleKeys.map((moduleKey) => ({
    moduleKey,
    questions: bank
      .filter((b) => b.moduleKey === moduleKey)
      .map((b) => ({
        key: b.question.key,
        type: b.type,
        difficulty: b.difficulty,
      })),
  }));
}
