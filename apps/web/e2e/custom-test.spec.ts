import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { CustomTestResult, TestModule } from '@gp/api';
import { TEXT } from './flows/onboarding';
import {
  answerRight,
  moduleName,
  questionsInOrder,
  rightAnswer,
} from './flows/right-answers';
import { failACustomTest, seedStudentWithResult } from './flows/tests-by-api';
import { signIn } from './support/app';
import { useServerAndBrowser } from './support/app-under-test';
import {
  assertAccessible,
  DESKTOP,
  newPage,
  screenshot,
  tabTo,
  visible,
} from './support/browser';

const app = useServerAndBrowser();

describe('custom tests (issue 12)', () => {
  it('runs a custom test of two weak modules chosen by keyboard, one answered well: the CT results overlay and learn show it passed, up from its last score, and the other not', async () => {
    // A student with two modules failed in a custom test: they are weak.
    await failACustomTest(await seedStudentWithResult(app.url, 'regular'));
    const { context, page } = await newPage(app.browser, DESKTOP);
    await signIn(page, app.url, 'regular', TEXT.en.agree);
    await page.getByRole('tab', { name: 'Requires attention' }).click();
    await page.getByRole('button', { name: 'Retest' }).click();
    await page.waitForURL('**/gl/custom-test');
    const selected = await visible(
      page.getByRole('region', { name: /^In your test/ }),
      20_000,
    );
    await assertAccessible(page, 'en desktop custom test');
    await screenshot(page, 'custom-test-en-desktop');
    // Keyboard only: remove modules until two are left.
    for (;;) {
      const remove = selected.getByRole('button', { name: /^Remove / });
      if ((await remove.count()) <= 2) break;
      await tabTo(page, remove.first());
      await page.keyboard.press('Enter');
    }
    // The test as the server sent it (no keys), and the two modules chosen.
    const started = page.waitForResponse(
      (r) =>
        r.url().endsWith('/api/v2/CustomTest/Start/') &&
        r.request().method() === 'PUT',
    );
    await tabTo(page, page.getByRole('button', { name: 'Start the test' }));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/gl/ct-testing');
    const response = await started;
    const chosen = response.request().postDataJSON() as string[];
    const test = (await response.json()) as {
      CustomTestKey: string;
      Modules: TestModule[];
    };
    assert.equal(chosen.length, 2);
    assert.equal(test.Modules.length, 4, 'filled to 4 with studied modules');
    const [good, weak] = chosen as [string, string];

    // One module answered well, question by question from the course's keys;
    // the other chosen module and the two added ones left empty.
    const frame = page.frameLocator('iframe');
    const t = TEXT.en;
    const questions = questionsInOrder(test.Modules);
    await visible(frame.getByRole('heading', { name: t.question }), 20_000);
    await assertAccessible(page, 'en desktop ct testing');
    for (const [i, { moduleKey, question }] of questions.entries()) {
      await visible(
        frame.getByRole('heading', {
          name: `Question ${i + 1} of ${questions.length}`,
        }),
      );
      if (moduleKey === good)
        await answerRight(frame, rightAnswer(moduleKey, question));
      if (i < questions.length - 1)
        await frame.getByRole('button', { name: t.next, exact: true }).click();
    }
    const saved = page.waitForResponse(
      (r) =>
        r.url().endsWith('/api/v2/CustomTest/Save/') &&
        r.request().method() === 'PUT',
      { timeout: 60_000 },
    );
    // Most questions left empty: the overview's Finish, and the player asks to confirm.
    await frame.getByRole('button', { name: t.allQuestions }).click();
    await frame.getByRole('button', { name: t.finish }).click();
    await frame.getByRole('button', { name: t.submit }).click();
    const result = (await (await saved).json()) as CustomTestResult;
    const scoreOf = (key: string) => {
      const m = result.ModuleScores.find((s) => s.ModuleKey === key);
      assert.ok(m, `${key} scored`);
      return m;
    };
    assert.equal(scoreOf(good).DisplayedScore, 100, 'every answer right');
    assert.equal(scoreOf(good).IsPassed, true);
    assert.equal(scoreOf(weak).DisplayedScore, 0);
    assert.equal(scoreOf(weak).IsPassed, false);

    // The CT results overlay: feedback class 4 for the whole test, the good module passed.
    await page.waitForURL('**/gl/learn', { timeout: 20_000 });
    const ct = await visible(
      page.getByRole('dialog', { name: 'Your custom test results' }),
      15_000,
    );
    await visible(
      ct.getByText(
        `You scored ${result.DisplayedScore}%. Keep practising and try again.`,
      ),
    );
    const row = (key: string) =>
      ct.getByRole('listitem').filter({ hasText: moduleName(key) });
    await visible(row(good).getByText('100%'));
    await visible(row(good).getByText('Passed'));
    await visible(row(weak).getByText('0%'));
    await visible(row(weak).getByText('Requires attention'));
    await assertAccessible(page, 'en desktop CT results');
    await screenshot(page, 'ct-results-en-desktop');
    // The custom test's mistakes: the empty answers are wrong.
    await ct.getByRole('button', { name: 'See my mistakes' }).click();
    await visible(
      ct.getByRole('checkbox', { name: 'Wrong answers only' }),
      15_000,
    );
    await visible(ct.getByRole('listitem').first(), 15_000);
    await assertAccessible(page, 'en desktop CT mistakes');
    await ct.getByRole('button', { name: 'Back to my modules' }).click();

    // Learn: the good module passed, up from its last custom test (0% to 100%); the weak
    // one still requires attention, equal to its last custom test (0% twice).
    const card = (key: string) =>
      page
        .getByRole('article', { name: new RegExp(`^${moduleName(key)}`) })
        .first();
    await visible(card(good).getByText('Passed'));
    await visible(card(good).getByText('up from the previous score'));
    await visible(card(weak).getByText('Requires attention'));
    await visible(card(weak).getByText('the same as the previous score'));
    await page.getByRole('tab', { name: 'Requires attention' }).click();
    const attention = await visible(
      page.getByRole('region', { name: /^Not passed yet/ }),
    );
    await visible(
      attention.getByRole('article', {
        name: new RegExp(`^${moduleName(weak)}`),
      }),
    );
    assert.equal(
      await attention
        .getByRole('article', { name: new RegExp(`^${moduleName(good)}`) })
        .count(),
      0,
      'the passed module needs no attention',
    );
    await context.close();
  });
});
