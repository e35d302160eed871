import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { masculineAddress } from '@gp/domain';
import { describe, expect, it } from 'vitest';

// apps/web/help, which the static-files plugin serves under /help/ as it is.
const HELP_DIR = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../../web/help',
);

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? htmlFiles(join(dir, e.name))
      : e.name.endsWith('.html')
        ? [join(dir, e.name)]
        : [],
  );
}

describe('the help pages (issue 15)', () => {
  const pages = htmlFiles(HELP_DIR);

  it('each name an SVG favicon that is in the help folder', () => {
    expect(pages.length).toBeGreaterThan(20);
    for (const file of pages) {
      const html = readFileSync(file, 'utf8');
      const href =
        /<link rel="icon" type="image\/svg\+xml" href="([^"]+)"/.exec(
          html,
        )?.[1];
      const page = relative(HELP_DIR, file);
      expect(href, page).toBeDefined();
      const target = resolve(dirname(file), href!);
      expect(relative(HELP_DIR, target).startsWith('..'), page).toBe(false);
      expect(existsSync(target), `${page} -> ${href}`).toBe(true);
    }
  });

  it('address every Russian reader alike', () => {
    const found = pages
      .filter((f) => f.includes('ru-RU'))
      .flatMap((f) =>
        masculineAddress(readFileSync(f, 'utf8')).map(
          (m) => `${relative(HELP_DIR, f)} «${m}»`,
        ),
      );
    expect(found).toEqual([]);
  });
});
