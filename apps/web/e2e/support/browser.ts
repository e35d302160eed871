import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import assert from 'node:assert/strict';
import AxeBuilder from '@axe-core/playwright';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type FrameLocator,
  type Locator,
  type Page,
} from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../../tools/chromium';
import { REPO_ROOT } from './server';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
}

/** A 360 px phone (touch) and a desktop (ENVIRONMENT.md, DESIGN.md §5). */
export const PHONE: BrowserContextOptions = {
  viewport: { width: 360, height: 740 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
};
export const DESKTOP: BrowserContextOptions = {
  viewport: { width: 1280, height: 800 },
};
export const SIZES = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const;

export interface TestPage {
  context: BrowserContext;
  page: Page;
  /** Uncaught exceptions in the page; a test ends by checking there were none. */
  errors: string[];
}

export async function newPage(
  browser: Browser,
  options: BrowserContextOptions = DESKTOP,
): Promise<TestPage> {
  // Reduced motion: axe then measures colours after, not during, a fade-in.
  const context = await browser.newContext({
    locale: 'en-US',
    reducedMotion: 'reduce',
    ...options,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, errors };
}

/** axe-core finds no violations on the page as it is now (DESIGN.md §5). */
export async function assertAccessible(
  page: Page,
  state: string,
): Promise<void> {
  // Screens load lazily: the navigation bar, or the page being left, can be
  // on screen a moment before the page itself. Wait until the page's code and
  // strings have arrived and it has its level-one heading (every page has
  // one); a page that never gets it is still reported by axe below.
  await page
    .waitForLoadState('networkidle', { timeout: 10_000 })
    .catch(() => undefined);
  await page
    .locator('h1')
    .first()
    .waitFor({ state: 'attached', timeout: 10_000 })
    .catch(() => undefined);
  await assertNoAxeViolations(page, state);
}

/** axe-core, every rule on, finds no violations on the page (player frame included) right now. */
export async function assertNoAxeViolations(
  page: Page,
  state: string,
): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const found = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
  );
  assert.deepEqual(
    found,
    [],
    `axe violations in "${state}":\n${found.join('\n')}`,
  );
}

export async function screenshot(page: Page, name: string): Promise<void> {
  const dir = join(REPO_ROOT, 'apps/web/test-results/screenshots');
  await mkdir(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}

/** Waits until a locator is visible (playwright-core has no expect). */
export async function visible(
  locator: Locator,
  timeout = 10_000,
): Promise<Locator> {
  await locator.waitFor({ state: 'visible', timeout });
  return locator;
}

export async function hidden(
  locator: Locator,
  timeout = 10_000,
): Promise<void> {
  await locator.waitFor({ state: 'hidden', timeout });
}

/** The accessible name of the focused element's heading level or role, for keyboard checks. */
export async function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return '';
    return (el.getAttribute('aria-label') ?? el.textContent ?? '').trim();
  });
}

/** Presses Tab until the locator (in the page or the player frame) has the focus; fails after `max` presses. */
export async function tabTo(
  page: Page,
  target: Locator,
  max = 60,
): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (
      await target
        .evaluate((el) => el === document.activeElement)
        .catch(() => false)
    )
      return;
    await page.keyboard.press('Tab');
  }
  assert.fail(`Tab never reached ${String(target)}`);
}

/** Presses a control by mouse, or by keyboard alone (Tab until it has the focus, then Enter). */
export async function press(page: Page, target: Locator, keyboard: boolean) {
  if (!keyboard) {
    await target.click();
    return;
  }
  await tabTo(page, target);
  await page.keyboard.press('Enter');
}

/** How the focused element shows its focus (runs in the page or the frame). */
function focusIndicator() {
  const el = document.activeElement;
  if (!el || el === document.body) return 'nothing focused';
  const s = getComputedStyle(el);
  return s.outlineStyle !== 'none' && s.outlineWidth !== '0px'
    ? 'outline'
    : s.boxShadow !== 'none'
      ? 'ring'
      : 'none';
}

/** The element focused in the page, or in the player frame, shows a focus indicator (an outline or a box-shadow ring). */
export async function assertFocusVisible(
  where: Page | FrameLocator,
): Promise<void> {
  const style =
    'evaluate' in where
      ? await where.evaluate(focusIndicator)
      : await where.locator('body').evaluate(focusIndicator);
  assert.ok(
    style === 'outline' || style === 'ring',
    `focus indicator: ${style}`,
  );
}
