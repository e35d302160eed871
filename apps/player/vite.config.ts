import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from '../../tools/vite-precompress';
import { preactAliases } from '../../tools/preact-aliases';
import { compileHints } from '../../tools/vite-compile-hints';

// The player is framed by the web app at /player/ (DESIGN.md §3).
export default defineConfig({
  base: '/player/',
  plugins: [react(), compileHints(), precompress()],
  resolve: { alias: preactAliases },
  build: { outDir: 'dist', target: 'es2022' },
});
