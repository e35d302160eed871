import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import {
  answerOnScreen,
  answerWithKeyboard,
  answerWithMouse,
  type QuestionType,
} from './flows/answers';
import {
  onboard,
  openTest,
  signInFresh,
  submitTest,
  TEXT,
} from './flows/onboarding';
import {
  assertAccessible,
  assertFocusVisible,
  DESKTOP,
  hidden,
  newPage,
  PHONE,
  screenshot,
  tabTo,
  visible,
} from './support/browser';
import { apiEndSessionsAndSignIn, fillLogin } from './support/app';
import { useServerAndBrowser } from './support/app-under-test';

const app = useServerAndBrowser();

const t = TEXT.en;
const noCheck = async () => {};

/** The question number on screen. */
async function position(page: Page): Promise<number> {
  const heading = page
    .frameLocator('iframe')
    .getByRole('heading', { name: t.question });
  const text = (await heading.textContent()) ?? '';
  return Number(/\d+/.exec(text)?.[0]);
}

describe('the diagnostic test (issue 5)', () => {
  it('runs by keyboard alone through questions of each type; a reload, or an ended session and signing in again, restores every answer', async () => {
    const { context, page, errors } = await newPage(app.browser, DESKTOP);
    await signInFresh(page, app.url, 'regular', t);

    // Onboarding by keyboard: the continue button, the links, the selects and the cards.
    await tabTo(page, page.getByRole('button', { name: t.introContinue }));
    await assertFocusVisible(page);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/gl/welcome');
    await tabTo(page, page.getByRole('link', { name: t.fillDetails }));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/gl/profile');
    await tabTo(page, page.getByLabel(t.city, { exact: true }));
    await assertFocusVisible(page);
    await page.keyboard.press('ArrowDown');
    await tabTo(page, page.getByLabel(t.grade, { exact: true }));
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowDown');
    await tabTo(page, page.getByRole('button', { name: t.next }));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/gl/set-level');
    await tabTo(page, page.getByRole('radio', { name: /Regular/ }));
    await assertFocusVisible(page);
    await tabTo(page, page.getByRole('button', { name: t.next }));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/gl/ready-go');
    await tabTo(page, page.getByRole('button', { name: t.ready }));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/gl/dt-intro');
    await tabTo(page, page.getByRole('button', { name: t.start }));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/gl/testing');
    const frame = page.frameLocator('iframe');
    await visible(frame.getByRole('heading', { name: t.question }), 20_000);

    // Two questions of each type by keyboard; the others are skipped with Next.
    const done: Record<QuestionType, number> = {
      multipleSelect: 0,
      gapFill: 0,
      match: 0,
    };
    const answers = new Map<number, string>();
    for (
      let guard = 0;
      guard < 60 && Object.values(done).some((n) => n < 2);
      guard++
    ) {
      const number = await position(page);
      const type = await answerWithKeyboard(page, frame);
      if (done[type] < 2) {
        done[type] += 1;
        answers.set(number, await answerOnScreen(frame));
      }
      await tabTo(page, frame.getByRole('button', { name: 'Next' }), 40);
      await assertFocusVisible(frame);
      await page.keyboard.press('Enter');
      await visible(
        frame.getByRole('heading', { name: `Question ${number + 1} of 100` }),
      );
    }
    assert.deepEqual(done, { multipleSelect: 2, gapFill: 2, match: 2 });
    const where = await position(page);

    // A reload in the middle of the test: the browser warns first, then every answer comes back.
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.type());
      void d.accept();
    });
    await page.reload();
    await visible(
      frame.getByRole('heading', { name: `Question ${where} of 100` }),
      20_000,
    );
    assert.deepEqual(dialogs, ['beforeunload']);
    // The player's own address: the frame opens before the test is known and
    // takes the lesson the host names as its address (issue 16).
    const src = new URL(
      page
        .frames()
        .find((f) => f !== page.mainFrame())
        ?.url() ?? '',
      app.url,
    );
    assert.equal(
      src.searchParams.get('getNewData'),
      '0',
      'a reload asks for no new data',
    );
    const assertAnswers = async (after: string) => {
      for (const [number, before] of answers) {
        await frame.getByRole('button', { name: t.allQuestions }).click();
        await frame
          .getByRole('button', { name: new RegExp(`^Question ${number},`) })
          .click();
        await visible(
          frame.getByRole('heading', { name: `Question ${number} of 100` }),
        );
        assert.equal(
          await answerOnScreen(frame),
          before,
          `question ${number} after ${after}`,
        );
      }
    };
    await assertAnswers('the reload');

    // The session ends mid-test (another device signs in and ends the others): the
    // student is logged out, signs in again, starts the test, and every answer is there.
    const ended = await apiEndSessionsAndSignIn(app.url, 'regular');
    assert.equal(ended.status, 200);
    await page.reload();
    await page.waitForURL('**/gl/login', { timeout: 20_000 });
    // The login page shows the region choice or, with a region held, the form.
    const region = page.getByRole('button', { name: /International/ });
    const userName = page.getByLabel('Username');
    await Promise.race([
      region.waitFor({ timeout: 20_000 }),
      userName.waitFor({ timeout: 20_000 }),
    ]).catch(async (error: unknown) => {
      await screenshot(page, 'relogin-failed');
      throw error;
    });
    if (await region.isVisible()) await region.click();
    await fillLogin(page, 'regular');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => !url.pathname.endsWith('/gl/login'));
    await page.goto(`${app.url}/gl/dt-intro`);
    await openTest(page, t);
    await assertAnswers('signing in again');
    await submitTest(page, frame, t);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('sends a demo student to the purchase guide for a second test', async () => {
    const { context, page, errors } = await newPage(app.browser, PHONE);
    await signInFresh(page, app.url, 'demo', t);
    await onboard(page, t, noCheck);
    const frame = await openTest(page, t);
    await answerWithMouse(frame);
    const results = await submitTest(page, frame, t);
    await results.getByRole('button', { name: t.startStudying }).click();
    await hidden(results);

    await page.goto(`${app.url}/gl/dt-intro`);
    await page.waitForURL('**/gl/purchase-guide');
    await visible(page.getByText('Please contact school to purchase.'));
    for (const name of ['Efficient', 'Systematic', 'Engaging'])
      await visible(page.getByRole('heading', { level: 2, name }));
    await visible(
      page.getByRole('heading', { level: 2, name: /Privacy Policy/ }),
    );
    await assertAccessible(page, 'purchase guide, phone');
    await screenshot(page, 'purchase-guide-en-phone');
    // The nav bar's back goes to learn (the entry page was not a module lesson).
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL('**/gl/learn');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('warns an expired student before the test and asks before leaving it', async () => {
    const { context, page, errors } = await newPage(app.browser, DESKTOP);
    await signInFresh(page, app.url, 'expired', t);
    await onboard(page, t, noCheck);
    await visible(page.getByText('Your subscription has expired!').first());
    await page.getByRole('button', { name: t.start }).click();
    const warning = await visible(
      page.getByRole('dialog', { name: 'Your subscription has expired!' }),
    );
    await visible(
      warning.getByText('Contact your Progress Advisor to renew it.'),
    );
    await assertAccessible(page, 'expired warning');
    await screenshot(page, 'dt-intro-expired-en-desktop');
    await warning
      .getByRole('button', { name: 'Start the test anyway' })
      .click();
    await page.waitForURL('**/gl/testing');
    const frame = page.frameLocator('iframe');
    await visible(frame.getByRole('heading', { name: t.question }), 20_000);
    await answerWithMouse(frame);

    // In-app navigation (the browser's back button) asks first; Continue test stays.
    await page.goBack();
    const leave = await visible(
      page.getByRole('dialog', { name: 'Leave the test?' }),
    );
    await visible(
      leave.getByText('If you leave the page now, your progress will be lost.'),
    );
    await assertAccessible(page, 'leave warning');
    await screenshot(page, 'testing-leave-en-desktop');
    await leave.getByRole('button', { name: 'Continue test' }).last().click();
    await hidden(leave);
    assert.match(page.url(), /\/gl\/testing$/);

    // Quit test goes to dt_intro.
    await page.getByRole('button', { name: 'Quit test' }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: 'Quit test' })
      .click();
    await page.waitForURL('**/gl/dt-intro');
    await visible(page.getByRole('heading', { level: 1, name: t.dtIntro }));
    assert.deepEqual(errors, []);
    await context.close();
  });
});
