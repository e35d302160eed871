import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The app lives under /gl/ (DESIGN.md §3). In `vite` dev the API, help pages
// and player come from a running server (npm start) on port 8080.
const server = process.env.GP_SERVER ?? 'http://localhost:8080';

export default defineConfig({
  base: '/gl/',
  plugins: [react()],
  build: { outDir: 'dist', target: 'es2022' },
  server: {
    proxy: { '/api': server, '/help': server, '/player': server },
  },
});
