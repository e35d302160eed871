import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'player',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
    // Threads start faster than forks. Files stay isolated here: axe-core
    // keeps state on the window, so a jsdom shared between files breaks the
    // accessibility checks.
    pool: 'threads',
    // Full user journeys through the player with user-event take seconds on a 2-core machine.
    testTimeout: 20_000,
  },
});
