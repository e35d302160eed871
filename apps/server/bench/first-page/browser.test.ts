/**
 * The first-page bench's watch of the first question (browser.ts
 * watchFirstAnswer), in Debian Chromium over the DevTools pipe
 * (devtools-pipe.ts) on a page of its own: a page that
 * opens a frame 200 ms after it starts, whose control shows 400 ms after the
 * frame starts. The two clocks must tell those apart.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watchFirstAnswer } from './browser';
import { launchOverPipe, type PipeBrowser } from './devtools-pipe';

const FRAME_AFTER_MS = 200;
const CONTROL_AFTER_MS = 400;

const later = (ms: number, js: string) =>
  `<script>setTimeout(() => { ${js} }, ${ms});</script>`;

const pages: Record<string, string> = {
  '/': later(
    FRAME_AFTER_MS,
    `const f = document.createElement('iframe'); f.title = 'player'; f.src = '/frame' + location.search; document.body.append(f);`,
  ),
  '/frame': later(
    CONTROL_AFTER_MS,
    `const disabled = location.search.includes('disabled') ? ' disabled' : '';
     document.body.innerHTML = '<section aria-labelledby="q"><h2 id="q">Which word is a verb?</h2><input type="radio" name="a" aria-label="run"' + disabled + '></section>';`,
  ),
};

let server: Server;
let url: string;
let browser: PipeBrowser;
let profile: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const body = pages[new URL(req.url ?? '/', 'http://x').pathname];
    res.writeHead(body ? 200 : 404, { 'content-type': 'text/html' });
    res.end(
      `<!doctype html><html lang="en"><title>t</title><body>${body ?? ''}`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  profile = mkdtempSync(join(tmpdir(), 'gp-watch-chromium-'));
  browser = launchOverPipe(profile);
});

afterAll(async () => {
  await browser?.close();
  rmSync(profile, { recursive: true, force: true });
  await new Promise((resolve) => server?.close(resolve));
});

async function watch(path: string) {
  const cdp = await browser.newPage();
  try {
    const { focused } = await watchFirstAnswer(cdp);
    await cdp.send('Page.navigate', { url: `${url}${path}` });
    return await focused;
  } finally {
    await cdp.send('Page.close');
  }
}

describe('watchFirstAnswer', () => {
  it("reads the page's clock from its navigation and the frame's from its own", async () => {
    const at = await watch('/');
    expect(at.playerMs).toBeGreaterThanOrEqual(CONTROL_AFTER_MS);
    // The frame started at least FRAME_AFTER_MS into the page's wait.
    expect(at.ms - at.playerMs).toBeGreaterThanOrEqual(FRAME_AFTER_MS);
    expect(at.ms).toBeLessThan(10_000);
  });

  it('fails when the control cannot take focus', async () => {
    await expect(watch('/?disabled')).rejects.toThrow(
      'the first answer control did not take focus',
    );
  });
});
