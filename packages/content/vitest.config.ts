import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'content',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Pure code with no shared state: threads without per-file isolation
    // only save re-importing the modules for every file.
    pool: 'threads',
    isolate: false,
  },
});
