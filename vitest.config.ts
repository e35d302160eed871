import { defineConfig } from 'vitest/config';

// Each workspace has its own vitest.config.ts; `npm run test:unit` runs them all.
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/*'],
    // Vitest's default is one worker fewer than the cores, which on our
    // 2-core machines is a single worker running every file in turn. Two keep
    // both cores busy; the main process only transforms, mostly at the start.
    maxWorkers: 2,
  },
});
