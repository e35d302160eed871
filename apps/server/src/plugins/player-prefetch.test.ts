import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { playerPrefetchTags } from './player-prefetch';

const dirs: string[] = [];
function playerDist(html?: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'gp-player-dist-'));
  dirs.push(dir);
  if (html !== undefined) writeFileSync(join(dir, 'index.html'), html);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true });
});

describe("the player's files prefetched with the testing page (issue 16)", () => {
  it("names the player page's scripts, module preloads and styles, as CORS prefetches", () => {
    const dist = playerDist(
      '<html><head><script type="module" crossorigin src="/player/assets/index-Ab1.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/player/assets/vendor-Cd2.js">' +
        '<link rel="stylesheet" crossorigin href="/player/assets/index-Ef3.css">' +
        '<link rel="icon" href="/player/assets/icon.svg"></head></html>',
    );
    expect(playerPrefetchTags(dist)).toBe(
      '<link rel="prefetch" crossorigin href="/player/assets/index-Ab1.js">' +
        '<link rel="prefetch" crossorigin href="/player/assets/vendor-Cd2.js">' +
        '<link rel="prefetch" crossorigin href="/player/assets/index-Ef3.css">',
    );
  });

  it('names nothing outside the player build, and nothing without a built player', () => {
    const dist = playerDist(
      '<script type="module" src="https://cdn.example/x.js"></script>' +
        '<script type="module" src="/player/assets/a.js?x=1"></script>' +
        '<link rel="stylesheet" href="/gl/assets/app.css">' +
        '<script type="module" src="/player/assets/x.js" onload="alert(1)"></script>',
    );
    expect(playerPrefetchTags(dist)).toBe(
      '<link rel="prefetch" crossorigin href="/player/assets/x.js">',
    );
    expect(playerPrefetchTags(playerDist())).toBe('');
  });
});
