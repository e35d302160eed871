import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { preactAliases } from '../../tools/preact-aliases';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: preactAliases },
  test: {
    name: 'player',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: [
      './src/testing/setup.ts',
      // One place for both apps' user-event defaults.
      '../web/src/testing/user-event-defaults.ts',
    ],
    // Threads without per-file isolation reuse one jsdom and the module cache
    // in each worker (jsdom set-up was a third of this project's time);
    // src/testing/setup.ts resets the DOM, storage, stubs and axe-core's
    // state after every test, which is what keeps files apart.
    pool: 'threads',
    isolate: false,
    // Full user journeys through the player with user-event take seconds on a 2-core machine.
    testTimeout: 20_000,
  },
});
