import { describe, it } from 'node:test';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { TEXT } from './flows/onboarding';
import { failACustomTest, seedStudentWithResult } from './flows/tests-by-api';
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

/** What the learn page says (apps/web/src/locales). */
const WEB = {
  en: {
    tabs: ['Recommended', 'All modules', 'Requires attention'],
    progress: 'My progress',
    report: 'Study report',
    attentionList: /^Not passed yet/,
    learnMore: 'Learn more',
    popup: 'Ways to improve',
    next: 'Next',
  },
  zh: {
    tabs: ['推荐学习', '全部模块', '需要关注'],
    progress: '我的进度',
    report: '学习报告',
    attentionList: /^尚未通过/,
    learnMore: '了解更多',
    popup: '提高的方法',
    next: '下一页',
  },
} as const;

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

describe('the learn page (issue 12)', () => {
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
});
