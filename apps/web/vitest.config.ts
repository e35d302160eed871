import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { preactAliases } from '../../tools/preact-aliases';

export default defineConfig({
  plugins: [react()],
  // The app runs on Preact (decision 019): the tests run what ships, and
  // render with src/testing/testing-library.ts.
  resolve: {
    // The ES module builds of the libraries (their `module` condition), which
    // Vite transforms and the aliases reach; Node's `node` condition would
    // pick react-router's CommonJS build, whose require('react') they do not.
    conditions: ['module', 'browser', 'development'],
    alias: preactAliases,
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // Through Vite, so that the libraries' imports of React take the aliases above.
    server: {
      deps: { inline: [/react-router/, /@tanstack/] },
    },
    setupFiles: [
      './src/testing/setup.ts',
      './src/testing/user-event-defaults.ts',
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
