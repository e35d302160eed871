import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from '../../tools/vite-precompress';

// The app lives under /gl/ (DESIGN.md §3). In `vite` dev the API, help pages
// and player come from a running server (npm start) on port 8080.
const server = process.env.GP_SERVER ?? 'http://localhost:8080';
/** The locale files of lib/i18n.ts FIRST_NAMESPACES. */
const FIRST_STRINGS = ['common', 'auth', 'nav'];

export default defineConfig({
  base: '/gl/',
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Libraries change less often than the app: one long-cached file
            // (every page runs them all), with the bundler's runtime, so the
            // first page makes one request for them, not three.
            {
              name: 'vendor',
              test: /node_modules[\\/]|rolldown[\\/]runtime/,
            },
            // A language's strings in two files: what the first page shows
            // (lib/i18n.ts FIRST_NAMESPACES), and the rest.
            {
              name: (id) => {
                const m =
                  /[\\/]locales[\\/]([a-zA-Z-]+)[\\/]([a-z-]+)\.json$/.exec(id);
                if (!m) return null;
                return `strings-${m[1]}${FIRST_STRINGS.includes(m[2]!) ? '-first' : ''}`;
              },
              test: /[\\/]locales[\\/].+\.json$/,
            },
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
