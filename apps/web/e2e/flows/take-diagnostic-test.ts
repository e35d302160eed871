import type { Page, Response } from 'playwright-core';
import { press, tabTo, visible } from '../support/browser';
import { answerWithKeyboard, answerWithMouse } from './answers';
import { playerTexts, webTexts, type Lang } from './locale-texts';

/** The diagnostic test taken in the player, in any interface language, by mouse or keyboard alone. */

/**
 * The diagnostic test in the player from dt_intro: a few answers, then the
 * submit step; lands on learn with the results overlay, closed with Start
 * studying. Gives the test's module keys (from the start answer).
 */
export async function takeDiagnosticTest(
  page: Page,
  lang: Lang,
  keyboard: boolean,
): Promise<string[]> {
  const dt = webTexts(lang, 'diagnostic-test');
  const learn = webTexts(lang, 'learn');
  const p = playerTexts(lang);
  const start = page.getByRole('button', { name: dt.text('dtIntro.start') });
  await visible(start, 20_000);
  const started: Promise<Response> = page.waitForResponse(
    (r) =>
      r.url().includes('/api/v2/StudentDiagnosticTest/Start/') &&
      r.request().method() === 'PUT',
  );
  await press(page, start, keyboard);
  const test = (await (await started).json()) as {
    Modules: { ModuleKey: string }[];
  };
  await page.waitForURL('**/gl/testing');
  const frame = page.frameLocator('iframe');
  await visible(
    frame.getByRole('heading', { name: p.pattern('progress.position') }),
    20_000,
  );
  for (let i = 0; i < 2; i++) {
    if (keyboard) await answerWithKeyboard(page, frame);
    else await answerWithMouse(frame);
    await press(
      page,
      frame.getByRole('button', { name: p.text('nav.next'), exact: true }),
      keyboard,
    );
  }
  await press(
    page,
    frame.getByRole('button', { name: p.text('overview.toggle') }).first(),
    keyboard,
  );
  // Finish comes after the 100 question boxes of the overview.
  const finish = frame.getByRole('button', { name: p.text('overview.finish') });
  if (keyboard) {
    await tabTo(page, finish, 250);
    await page.keyboard.press('Enter');
  } else await finish.click();
  await press(
    page,
    frame.getByRole('button', { name: p.text('submit.submit') }),
    keyboard,
  );
  await page.waitForURL('**/gl/learn', { timeout: 20_000 });
  const results = await visible(
    page.getByRole('dialog', { name: learn.text('results.title') }),
    20_000,
  );
  await press(
    page,
    results.getByRole('button', { name: learn.text('results.startStudying') }),
    keyboard,
  );
  await results.waitFor({ state: 'hidden' });
  return test.Modules.map((m) => m.ModuleKey);
}
