import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'bench/**/*.test.ts'],
    environment: 'node',
    // Threads without per-file isolation: each file still builds its own app
    // on its own copy of the database (src/test/test-database.ts), so nothing
    // stored is shared; only the module cache is, which saves importing
    // Fastify, Drizzle and PGlite again for every file. It relies on STYLE.md
    // rule 13 (no module-level state), which it also keeps honest.
    pool: 'threads',
    isolate: false,
    // Migrates a database and imports the course once per run; each file
    // copies the result (docs/decisions/013-shared-test-setup.md).
    globalSetup: ['./src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
