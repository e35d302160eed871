import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: [
      './src/testing/setup.ts',
      './src/testing/user-event-defaults.ts',
      './src/testing/react-owner-stacks.ts',
    ],
    // Threads without per-file isolation reuse one jsdom and the module cache
    // in each worker (jsdom set-up was most of this project's time);
    // src/testing/setup.ts resets storage, timers, stubs, mocks and the DOM
    // after every test, which is what keeps files apart.
    pool: 'threads',
    isolate: false,
    // Two workers share the 2 cores (root vitest.config.ts); a page test
    // with user-event can pass 5 s when the machine is busy, as the player's can.
    testTimeout: 15_000,
  },
});
