import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'domain',
    include: ['src/**/*.test.ts'],
    // Pure code with no shared state: threads without per-file isolation
    // only save re-importing the modules for every file.
    pool: 'threads',
    isolate: false,
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts', 'src/**/*.testdata.ts', 'src/index.ts'],
      thresholds: { lines: 95 },
    },
  },
});
