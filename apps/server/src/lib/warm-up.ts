import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { verifyAgainstDummy } from './passwords';

export interface WarmUpReport {
  /** Route serializers compiled ahead of their first reply. */
  serializers: number;
  ms: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Does, once the server listens, the work each route's first request
     * would otherwise pay (lib/warm-up.ts). Safe to call again: what is done
     * stays done.
     */
    warmUp(): Promise<WarmUpReport>;
  }
}

/**
 * The first requests after a start paid for what every later one reuses: the
 * first test start waited 290 to 420 ms (the item bank read and its reply's
 * serializer compiled), and other students' requests queued behind it
 * (issue 16; 100 to 145 ms with the warm-up, decision 014). Compiling every
 * serializer before listening took about a second (decision 014), so the
 * warm-up runs after: one serializer per event-loop turn, so that requests
 * arriving meanwhile are served between them, while the content cache loads
 * and the unknown-username check computes its hash on the thread pool.
 */
export function createWarmUp() {
  const pending: (() => void)[] = [];
  return {
    /** Takes a route serializer's compile-now function (lib/response-serializer.ts). */
    ahead: (compileNow: () => void) => void pending.push(compileNow),
    async run(app: FastifyInstance): Promise<WarmUpReport> {
      const started = performance.now();
      const loads = Promise.all([
        app.contentCache.bank(),
        app.contentCache.lessonCatalog(),
        app.contentCache.grades(),
        verifyAgainstDummy('warm-up'),
      ]);
      const serializers = pending.splice(0);
      for (const compileNow of serializers) {
        await nextTurn();
        compileNow();
      }
      await loads;
      return {
        serializers: serializers.length,
        ms: Math.round(performance.now() - started),
      };
    },
  };
}
