/// <reference lib="dom" />
/**
 * What the first page bench does in the browser: a student's entry, the
 * scripts of a cold /gl/login, and the player's first question on /gl/testing.
 */
import type { BrowserContext, Page } from 'playwright-core';
import type { Student } from '../api';
import type { DevToolsSession, PipeBrowser } from './devtools-pipe';
import { untilQuiet } from './quiet';

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
  /** The page's navigation start to the first answer control focused. */
  ms: number;
  /** The player frame's own navigation start to that focus: the rest is the page's. */
  playerMs: number;
  /** How long the load waited for the machine to be quiet (quiet.ts); 0 when it did not. */
  waitedMs: number;
}

/** The first answer control of the player's question. */
const FIRST_ANSWER =
  'section[aria-labelledby] :is(input, button, select, textarea)';
/** The DevTools binding through which the player's frame reports it. */
const BINDING = 'gpBenchFirstAnswer';

/**
 * Runs at the start of every document of the page. In the player's frame it
 * looks for the first answer control before each frame is drawn, as
 * Playwright's own waiting does; once the control is visible it focuses it
 * and reports both clocks: the page's (from the page's navigation) and the
 * frame's own. Plain JavaScript, as the browser runs it.
 */
const WATCH_FIRST_ANSWER = `(() => {
  if (window === window.top) return;
  const look = () => {
    const el = document.querySelector(${JSON.stringify(FIRST_ANSWER)});
    if (el instanceof HTMLElement && el.getClientRects().length > 0) {
      el.focus();
      const page = window.top.performance.now();
      const focused = el === document.activeElement;
      window[${JSON.stringify(BINDING)}](
        JSON.stringify({ page, player: performance.now(), focused }),
      );
    } else requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
})();`;

/**
 * /gl/testing loaded at 4x CPU slowdown in a new tab: the page's navigation
 * start to the first answer control focused. `cold`: the browser's HTTP
 * cache (and with it V8's code cache) is cleared first; otherwise the files
 * of the last load are in it, as on a student's later visit. `settled`
 * (the default): the navigation starts once the machine is quiet (quiet.ts),
 * not while the new browser is still starting, as a student's is not.
 *
 * The watch runs in the page itself, on the one DevTools session the bench
 * holds (devtools-pipe.ts), not through Playwright: its locators inject its
 * selector engine into each frame (a trace of a cold load at 4x showed it
 * compiling for about 120 ms on the page's main thread), and its own
 * session on every page cost about 100 ms more. A student's browser does
 * neither.
 */
export async function firstQuestion(
  browser: PipeBrowser,
  url: string,
  { cold, settled = true }: { cold: boolean; settled?: boolean },
): Promise<FirstQuestion> {
  const cdp = await browser.newPage();
  if (cold) {
    await cdp.send('Network.enable');
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Network.disable');
  }
  // Before the slowdown: Chromium's CPU throttling keeps some 40% of this
  // machine's two cores busy even on a blank tab, so it would never be quiet.
  const { waitedMs } = settled ? await untilQuiet() : { waitedMs: 0 };
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const { focused } = await watchFirstAnswer(cdp);
  await cdp.send('Page.navigate', { url: `${url}/gl/testing` });
  const at = await focused;
  await cdp.send('Page.close');
  return { ...at, waitedMs };
}

/**
 * Sets the page of `cdp` to report its player's first answer control once
 * focused; `focused` resolves with the two clocks' readings then. (Wrapped:
 * an async function's promise would wait for the one it returns.)
 */
export async function watchFirstAnswer(
  cdp: DevToolsSession,
): Promise<{ focused: Promise<Omit<FirstQuestion, 'waitedMs'>> }> {
  // The script below runs in each new document only with the Page domain on.
  await cdp.send('Page.enable');
  await cdp.send('Runtime.enable');
  await cdp.send('Runtime.addBinding', { name: BINDING });
  await cdp.send('Page.addScriptToEvaluateOnNewDocument', {
    source: WATCH_FIRST_ANSWER,
  });
  const focused = new Promise<Omit<FirstQuestion, 'waitedMs'>>(
    (resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(
            new Error('the first answer control did not show within 60 s'),
          ),
        60_000,
      );
      cdp.on('Runtime.bindingCalled', (params) => {
        const e = params as { name: string; payload: string };
        if (e.name !== BINDING) return;
        clearTimeout(timer);
        const at = JSON.parse(e.payload) as {
          page: number;
          player: number;
          focused: boolean;
        };
        if (at.focused)
          resolve({ ms: Math.round(at.page), playerMs: Math.round(at.player) });
        else reject(new Error('the first answer control did not take focus'));
      });
    },
  );
  return { focused };
}
