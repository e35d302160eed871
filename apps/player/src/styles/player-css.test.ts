/* eslint-disable no-restricted-imports -- this test reads the stylesheet from disk (jsdom gets CSS files empty); the player itself never imports node modules. */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
/* eslint-enable no-restricted-imports */
import { describe, expect, it } from 'vitest';

// The player's stylesheets (each beside its component since issue 16), as the browser gets them.
const SRC = join(dirname(fileURLToPath(import.meta.url)), '..');
const CSS = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.css'))
  .map((f) => readFileSync(join(SRC, f), 'utf8'))
  .join('\n');

/** The declarations of the rules whose selector is exactly `selector`. */
function declarations(selector: string): Record<string, string> {
  const out: Record<string, string> = {};
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  for (const m of CSS.matchAll(
    new RegExp(`(?:^|\\n|\\})\\s*${escaped}\\s*\\{([^}]*)\\}`, 'g'),
  )) {
    const body = m[1]!.replace(/\/\*[\s\S]*?\*\//g, '');
    for (const d of body.split(';')) {
      const i = d.indexOf(':');
      if (i > 0) out[d.slice(0, i).trim()] = d.slice(i + 1).trim();
    }
  }
  return out;
}

// Properties that change a box's size or its text's width, so its lines.
const LAYOUT =
  /^(font|font-weight|font-size|letter-spacing|border|border-width|border-(left|right|top|bottom)(-width)?|border-style|padding.*|margin.*|width|min-width)$/;

describe('the player’s selected states (issue 15: no re-wrap on a phone)', () => {
  it('reads the stylesheets of the question types', () => {
    expect(Object.keys(declarations('.option')).length).toBeGreaterThan(0);
    expect(Object.keys(declarations('.match-item')).length).toBeGreaterThan(0);
  });

  it.each(['.option:has(input:checked)', ".match-item[aria-pressed='true']"])(
    '%s changes colours only, never the size of the box or its text',
    (selector) => {
      const changed = Object.keys(declarations(selector));
      expect(changed.length).toBeGreaterThan(0);
      expect(changed.filter((p) => LAYOUT.test(p))).toEqual([]);
    },
  );

  it('gives match tiles no tap highlight', () => {
    expect(declarations('.match-item')['-webkit-tap-highlight-color']).toBe(
      'transparent',
    );
  });
});
