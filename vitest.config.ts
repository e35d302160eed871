import { defineConfig } from 'vitest/config';

// Each workspace, and tools/, has its own vitest.config.ts; `npm run test:unit` runs them all.
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/*', 'tools'],
    // Vitest's default is one worker fewer than the cores, which on our
    // 2-core machines is a single worker running every file in turn. Two keep
    // both cores busy; the main process only transforms, mostly at the start.
    maxWorkers: 2,
    // Transformed modules kept on disk between runs (Vitest 4.0.11+,
    // node_modules/.experimental-vitest-cache, keyed by each file's content
    // and the project's config): a run without changes skipped about 9 s of
    // transform and 7 s of import summed over the workers (issue 10 §4).
    // `npx vitest --clearCache` empties it.
    experimental: { fsModuleCache: true },
  },
});
