import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import type { BrowserContextOptions, Page } from 'playwright-core';
import type { CustomTestResult, TestModule } from '@gp/api';
import { TEXT } from './flows/onboarding';
import {
  answerRight,
  moduleName,
  questionsInOrder,
  rightAnswer,
} from './flows/right-answers';
import { seedStudentWithResult, type SeededStudent } from './flows/student-api';
import { signIn } from './support/app';
import {
  assertAccessible,
  DESKTOP,
  newPage,
  PHONE,
  screenshot,
  visible,
  tabTo,
} from './support/browser';
import { useServerAndBrowser } from './support/app-under-test';

const app = useServerAndBrowser();

/** What learn and the custom test screens say (apps/web/src/locales). */
const WEB = {
  en: {
    tabs: ['Recommended', 'All modules', 'Requires attention'],
    progress: 'My progress',
    report: 'Study report',
    attentionList: /^Not passed yet/,
    learnMore: 'Learn more',
    popup: 'Ways to improve',
    next: 'Next',
    retest: 'Retest',
  },
  zh: {
    tabs: ['推荐学习', '全部模块', '需要关注'],
    progress: '我的进度',
    report: '学习报告',
    attentionList: /^尚未通过/,
    learnMore: '了解更多',
    popup: '提高的方法',
    next: '下一页',
    retest: '重新测试',
  },
} as const;

type Json = Record<string, unknown>;

/** A custom test of two studied modules, answered with nothing, so they fail twice: weaknesses. */
async function failACustomTest(seeded: SeededStudent) {
  const progress = (await seeded.call('GET', '/api/v2/StudentProgress/')) as {
    DiagnosticTestProgress: { UserDiagnosticTestAllResult: Json[] };
  };
  const keys = progress.DiagnosticTestProgress.UserDiagnosticTestAllResult.map(
    (r) => r.ModuleKey as string,
  ).slice(0, 2);
  const test = (await seeded.call(
    'PUT',
    '/api/v2/CustomTest/Start/',
    keys,
  )) as {
    CustomTestKey: string;
    Modules: {
      ModuleKey: string;
      Activitys: { Key: string; Type: string }[];
    }[];
  };
  await seeded.call('PUT', '/api/v2/CustomTest/Save/', {
    CustomTestKey: test.CustomTestKey,
    StudentId: seeded.userId,
    IdempotencyKey: randomUUID(),
    StudentModuleActivityAnswer: test.Modules.flatMap((m) =>
      m.Activitys.map((a) => ({
        ModuleKey: m.ModuleKey,
        ActivityKey: a.Key,
        TemplateType: a.Type,
        QuestionAnswer: [],
      })),
    ),
  });
  return test.Modules.map((m) => m.ModuleKey);
}

async function tabsOf(
  page: Page,
  lang: 'en' | 'zh',
  size: string,
): Promise<void> {
  const w = WEB[lang];
  const tab = (i: number) => page.getByRole('tab', { name: w.tabs[i] });
  await visible(tab(0), 20_000);
  await assertAccessible(page, `${lang} ${size} learn recommended`);
  await tab(1).click();
  await visible(page.getByRole('region', { name: w.progress }));
  await visible(page.getByRole('region', { name: w.report }));
  await assertAccessible(page, `${lang} ${size} learn all modules`);
  await screenshot(page, `learn-all-${lang}-${size}`);
  await tab(2).click();
  await visible(page.getByRole('region', { name: w.attentionList }));
  await assertAccessible(page, `${lang} ${size} learn requires attention`);
  await screenshot(page, `learn-attention-${lang}-${size}`);
}

async function signedIn(
  userName: string,
  lang: 'en' | 'zh',
  options: BrowserContextOptions,
) {
  const seeded = await seedStudentWithResult(app.url, userName, {
    culture: lang === 'en' ? 'en-US' : 'zh-CN',
    marketRegion: lang === 'en' ? 0 : 1,
  });
  await failACustomTest(seeded);
  const { context, page, errors } = await newPage(app.browser, options);
  await signIn(page, app.url, userName, TEXT[lang].agree);
  return { seeded, context, page, errors };
}

describe('learn page and custom tests (issue 12)', () => {
  it('reopens the DT results and its mistakes from learn; the three tabs on a desktop in English; the popup by keyboard alone', async () => {
    const { context, page } = await signedIn('regular', 'en', DESKTOP);
    await page.getByRole('button', { name: 'My latest test results' }).click();
    const results = await visible(
      page.getByRole('dialog', { name: 'Your test results' }),
    );
    await results.getByRole('button', { name: 'See my mistakes' }).click();
    const mistakes = await visible(
      page.getByRole('dialog', { name: 'My mistakes in the latest test' }),
      15_000,
    );
    await visible(
      mistakes.getByRole('checkbox', { name: 'Wrong answers only' }),
    );
    await visible(mistakes.getByText('not answered').first(), 15_000);
    await assertAccessible(page, 'en desktop DT mistakes');
    await screenshot(page, 'learn-dt-mistakes-en-desktop');
    await mistakes.getByRole('button', { name: 'Close' }).last().click();

    await tabsOf(page, 'en', 'desktop');

    // The suggestions popup by keyboard alone.
    await tabTo(page, page.getByRole('button', { name: WEB.en.learnMore }));
    await page.keyboard.press('Enter');
    const popup = await visible(
      page.getByRole('dialog', { name: WEB.en.popup }),
    );
    await tabTo(page, popup.getByRole('button', { name: WEB.en.next }));
    await page.keyboard.press('Enter');
    await visible(popup.getByRole('heading', { name: 'Learn with a teacher' }));
    await page.waitForTimeout(550);
    await page.keyboard.press('Enter');
    await visible(popup.getByRole('heading', { name: 'Take another test' }));
    await assertAccessible(page, 'en desktop attention popup');
    await page.keyboard.press('Escape');
    await context.close();
  });

  it('shows the three tabs on a 360 px phone in Chinese', async () => {
    const { context, page } = await signedIn('regular-cn', 'zh', PHONE);
    await tabsOf(page, 'zh', 'phone');
    await context.close();
  });

  it('runs a custom test of two weak modules chosen by keyboard, one answered well: the CT results overlay and learn show it passed, up from its last score, and the other not', async () => {
    // The student of the first test, signed in again: two modules failed in a custom test are weak.
    const { context, page } = await newPage(app.browser, DESKTOP);
    await signIn(page, app.url, 'regular', TEXT.en.agree);
    await page.getByRole('tab', { name: 'Requires attention' }).click();
    await page.getByRole('button', { name: WEB.en.retest }).click();
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
      page.getByRole('region', { name: WEB.en.attentionList }),
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
