import {
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints } from './vite-compile-hints';

/** A library build names its chunks .mjs, an app's .js. */
const SCRIPT = /\.m?js$/;

/** A two-chunk build of a tiny app with the plugin, as the apps' builds use it. */
let dir: string;
let files: string[];
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'gp-compile-hints-'));
  writeFileSync(
    join(dir, 'main.js'),
    "export function greet(name) {\n  return 'Hello, ' + name;\n}\nimport('./later.js').then((m) => m.later(greet('you')));\n",
  );
  writeFileSync(
    join(dir, 'later.js'),
    'export function later(text) {\n  document.title = text;\n}\n',
  );
  await build({
    root: dir,
    logLevel: 'silent',
    configFile: false,
    plugins: [compileHints()],
    build: {
      outDir: join(dir, 'dist'),
      sourcemap: true,
      lib: { entry: join(dir, 'main.js'), formats: ['es'] },
    },
  });
  files = readdirSync(join(dir, 'dist'));
}, 30_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("every script of the build carries V8's compile hint (issue 16)", () => {
  it('puts the hint on the first line of each chunk, the lazy one too', () => {
    const scripts = files.filter((f) => SCRIPT.test(f));
    expect(scripts.length).toBe(2);
    for (const f of scripts)
      expect(readFileSync(join(dir, 'dist', f), 'utf8').split('\n')[0]).toBe(
        COMPILE_HINT,
      );
  });

  it("keeps each source map true to the code under the hint's line", () => {
    for (const f of files.filter((x) => SCRIPT.test(x))) {
      const code = readFileSync(join(dir, 'dist', f), 'utf8').split('\n');
      const map = new SourceMapConsumer(
        JSON.parse(readFileSync(join(dir, 'dist', `${f}.map`), 'utf8')),
      );
      const token = f.startsWith('main') ? 'Hello, ' : 'document';
      const line = code.findIndex((l) => l.includes(token));
      const original = map.originalPositionFor({
        line: line + 1,
        column: code[line]!.indexOf(token),
      });
      expect(original.source).toMatch(
        f.startsWith('main') ? /main\.js$/ : /later\.js$/,
      );
      expect(original.line).toBe(2);
    }
  });
});
