#!/usr/bin/env node
/**
 * Compiles the server to JavaScript in apps/server/dist (decision 014): one
 * ESM file per entry point with the workspace packages (@gp/*, TypeScript
 * sources) and the npm packages bundled in, which halves the time spent
 * loading modules at start. Left in node_modules: PGlite (it loads its
 * WebAssembly and data files next to itself), @node-rs/argon2 (a native
 * binary), pg's optional native driver, pino with thread-stream (their
 * transports start worker files by path), and the xAPI validator (it
 * requires its rule files by computed path). What an entry point imports
 * dynamically goes into chunks of its own (dist/chunks/), loaded only when
 * used: a start never holds the YAML parser and validators of a course
 * build, a PGlite server never holds pg, and a primary that only supervises
 * workers (cluster.ts) holds none of the app (53 MB instead of 97). `--course`
 * also writes the validated course artifact.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = fileURLToPath(new URL('..', import.meta.url));

const result = await build({
  absWorkingDir: serverDir,
  entryPoints: {
    server: 'src/server.ts',
    accounts: 'src/cli/accounts.ts',
    'build-course': 'src/cli/build-course.ts',
  },
  outdir: 'dist',
  bundle: true,
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  logLevel: 'warning',
  write: false,
  external: [
    '@electric-sql/pglite',
    '@electric-sql/pglite/*',
    '@node-rs/argon2',
    'pg-native',
    'pino',
    'thread-stream',
    // Requires its rule files by computed path, which a bundle cannot follow.
    '@learninglocker/xapi-validation',
  ],
  // The bundled CommonJS packages call require() for Node's own modules.
  banner: {
    js: "import { createRequire as gpCreateRequire } from 'node:module'; const require = gpCreateRequire(import.meta.url);",
  },
});

// V8 keeps each module's source in memory, and one non-ASCII character
// doubles it (two bytes a character: 9 MB instead of 4.5). esbuild escapes
// strings and names but not comments or regular expressions; a \u escape
// means the same character in both.
// Chunks of an earlier build go: their names change with their content.
rmSync(join(serverDir, 'dist/chunks'), { recursive: true, force: true });
for (const file of result.outputFiles) {
  mkdirSync(dirname(file.path), { recursive: true });
  writeFileSync(
    file.path,
    file.text.replace(
      /[\u007f-\uffff]/g,
      (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
    ),
  );
}

if (process.argv.includes('--course')) {
  const run = spawnSync(process.execPath, ['dist/build-course.js'], {
    cwd: serverDir,
    stdio: 'inherit',
  });
  process.exit(run.status ?? 1);
}
