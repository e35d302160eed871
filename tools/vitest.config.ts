import { defineConfig } from 'vitest/config';

// The build tools the apps' Vite configs share (vite-*.ts).
export default defineConfig({
  test: {
    name: 'tools',
    include: ['*.test.ts'],
  },
});
