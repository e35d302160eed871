/* eslint-disable no-restricted-imports -- this test reads the stylesheet from disk (jsdom gets CSS modules without their rules); the app itself never imports node modules. */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
/* eslint-enable no-restricted-imports */
import { describe, expect, it } from 'vitest';

const CSS = readFileSync(
  join(dirname(fileURLToPath(import.meta.url)), 'player-test-host.module.css'),
  'utf8',
);

describe('the test header (issue 15)', () => {
  it('spans the window like the navigation bar, not only the page’s 1200 px', () => {
    const header = /\n\.header \{([^}]*)\}/.exec(CSS)?.[1] ?? '';
    expect(header).toMatch(/box-shadow:\s*0 0 0 100vmax var\(--c-surface\)/);
    expect(header).toMatch(/clip-path: inset\(0 -100vmax/);
  });
});
