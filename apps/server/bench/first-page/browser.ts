/// <reference lib="dom" />
/**
 * What the first page bench does in the browser: a student's entry, the
 * scripts of a cold /gl/login, and the player's first question on /gl/testing.
 */
import type { BrowserContext, Page } from 'playwright-core';
import type { Student } from '../api';

export interface Scripts {
  bytes: number;
  files: { url: string; bytes: number }[];
}

/** The app's own entry from another site (spec 01 §4) stores the student on this browser. */
export async function enterAs(
  page: Page,
  url: string,
  s: Student,
  then: RegExp,
): Promise<void> {
  const q = new URLSearchParams({
    external: '1',
    token: s.token,
    userId: s.userId,
    englishFirstName: 'Bench',
    marketRegion: '0',
  });
  await page.goto(`${url}/gl/login?${q}`);
  await page.waitForURL(then, { timeout: 30_000 }).catch(async () => {
    const heading = await page.locator('h1, h2').first().textContent();
    throw new Error(`signing in ended at ${page.url()} ("${heading}")`);
  });
}

/** A new page and its DevTools session; `cold`: with the browser's HTTP cache cleared. */
async function newPage(context: BrowserContext, cold = true) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (cold) {
    await cdp.send('Network.enable');
    await cdp.send('Network.clearBrowserCache');
  }
  return { page, cdp };
}

/** Every script response of one cold load of /gl/login, as the network saw it. */
export async function loginJavaScript(
  context: BrowserContext,
  url: string,
): Promise<Scripts> {
  const { page, cdp } = await newPage(context);
  const scripts = new Map<string, string>();
  const files: { url: string; bytes: number }[] = [];
  cdp.on('Network.responseReceived', (e) => {
    if (e.type === 'Script') scripts.set(e.requestId, e.response.url);
  });
  cdp.on('Network.loadingFinished', (e) => {
    const script = scripts.get(e.requestId);
    if (script) files.push({ url: script, bytes: e.encodedDataLength });
  });
  await page.goto(`${url}/gl/login`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.close();
  return { bytes: files.reduce((a, f) => a + f.bytes, 0), files };
}

/** One load of /gl/testing: the whole wait, and the player's share of it. */
export interface FirstQuestion {
  /** Navigation start to the first answer control focused. */
  ms: number;
  /** The player frame's own navigation start to that focus: the rest is the page's. */
  playerMs: number;
}

/**
 * /gl/testing loaded at 4x CPU slowdown: navigation start to the first answer
 * control focused. `cold`: the browser's HTTP cache (and with it V8's code
 * cache) is cleared first; otherwise the files of the page's last load are
 * in it, as on a student's later visit.
 */
export async function firstQuestion(
  context: BrowserContext,
  url: string,
  { cold }: { cold: boolean },
): Promise<FirstQuestion> {
  const { page, cdp } = await newPage(context, cold);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const started = Date.now();
  await page.goto(`${url}/gl/testing`, { waitUntil: 'commit' });
  const frame = page.frameLocator('iframe');
  const option = frame
    .locator('section[aria-labelledby] :is(input, button, select, textarea)')
    .first();
  await option.waitFor({ state: 'visible', timeout: 60_000 });
  await option.focus({ timeout: 60_000 });
  const ms = Date.now() - started;
  // In the frame: its clock starts at its own navigation, its parent's at the page's.
  const at = await option.evaluate((el) => ({
    focused: el === document.activeElement,
    player: performance.now(),
    page: parent.performance.now(),
  }));
  await page.close();
  if (!at.focused)
    throw new Error('the first answer control did not take focus');
  // The page's clock minus the frame's: when, after the page's start, the frame's began.
  return { ms, playerMs: Math.round(ms - (at.page - at.player)) };
}
