import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from '../../tools/vite-precompress';
import { preactAliases } from '../../tools/preact-aliases';
import { routePreloadsPlugin } from './route-preloads';
import { compileHints } from '../../tools/vite-compile-hints';

// The app lives under /gl/ (DESIGN.md §3). In `vite` dev the API, help pages
// and player come from a running server (npm start) on port 8080.
const server = process.env.GP_SERVER ?? 'http://localhost:8080';
/** The locale files of lib/i18n.ts FIRST_NAMESPACES. */
const FIRST_STRINGS = ['common', 'auth', 'nav'];

export default defineConfig({
  base: '/gl/',
  resolve: { alias: preactAliases },
  // routePreloadsPlugin and compileHints before precompress, whose copies cover what they wrote.
  plugins: [react(), routePreloadsPlugin(), compileHints(), precompress()],
  build: {
    outDir: 'dist',
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The wire contract: zod and packages/api's schemas. The first
            // page checks what it reads without them and loads its requests
            // when used (issue 16, decision 017), so they arrive with the
            // first screen or request that needs them, in one file.
            {
              name: 'contract',
              test: /node_modules[\\/]zod[\\/]|[\\/]packages[\\/]api[\\/]/,
              priority: 4,
            },
            // Libraries change less often than the app: one long-cached file
            // of those the first page runs, with the bundler's runtime, so the
            // first page makes one request for them, not three. First among
            // the groups: a group also takes its modules' dependencies, and
            // React must stay here, not go with TanStack Query below.
            {
              name: 'vendor',
              tags: ['$initial'],
              test: /node_modules[\\/]|rolldown[\\/]runtime/,
              priority: 5,
            },
            // TanStack Query: only signed-in pages and a sign-in use it
            // (routes/signed-in.tsx), so it stays off the login (issue 16).
            {
              name: 'queries',
              test: /node_modules[\\/]@tanstack[\\/]/,
              priority: 3,
            },
            // The app code the first page runs, in one file (the entry itself
            // is a few hundred bytes).
            {
              name: 'app',
              tags: ['$initial'],
              test: /[\\/](apps[\\/]web[\\/]src|packages)[\\/]/,
              priority: 2,
            },
            // What every signed-in screen's first render loads besides its own
            // code (route-preloads.ts SIGNED_IN_MODULES) and the learn page's
            // first requests, in one file: four small files cost a phone four
            // requests on the way to learn's first paint (issue 16).
            {
              name: 'signed-in',
              test: /[\\/]apps[\\/]web[\\/]src[\\/](app[\\/]routes[\\/](signed-in-shell|nav-layout)\.tsx|lib[\\/]storage[\\/]local-record-schema\.ts|features[\\/]learn[\\/]api[\\/]prefetch-learn-data\.ts)$/,
              priority: 1.5,
            },
            // What two or more lazy screens share, in one file: a first visit
            // to learn fetches 2 script files, not 17 (each costs a round trip
            // on a phone). A screen's own code stays in its own file.
            {
              name: 'screens-shared',
              test: /[\\/](apps[\\/]web[\\/]src|packages)[\\/](?!.*locales)/,
              minShareCount: 2,
              priority: 1,
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
