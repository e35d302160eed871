import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from '../../tools/vite-precompress';

// The app lives under /gl/ (DESIGN.md §3). In `vite` dev the API, help pages
// and player come from a running server (npm start) on port 8080.
const server = process.env.GP_SERVER ?? 'http://localhost:8080';

export default defineConfig({
  base: '/gl/',
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    target: 'es2022',
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: their own long-cached files.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
            },
            { name: 'vendor', test: /node_modules[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': server,
      '/help': server,
      '/player': server,
      '/xapi': server,
    },
  },
});
