import type { FrameLocator, Page } from 'playwright-core';
import { fillLogin, openLoginForm } from '../support/app';
import {
  assertAccessible,
  assertNoAxeViolations,
  screenshot,
  visible,
} from '../support/browser';

/** What the onboarding and test screens say, in the languages the browser tests use. */
export const TEXT = {
  en: {
    agree: 'I agree',
    intro: 'Welcome to Grammar Pro',
    introContinue: "Let's get started",
    welcome: /^Welcome, /,
    fillDetails: 'Fill in my details',
    profile: 'About you',
    city: 'City',
    grade: 'School grade',
    next: 'Next',
    setLevel: 'Choose where to start',
    readyGo: 'Ready, set, go!',
    ready: "I'm ready",
    dtIntro: 'Grammar test',
    start: 'Start the test',
    question: /^Question \d+ of \d+$/,
    allQuestions: 'All questions',
    finish: 'Finish the test',
    submit: 'Yes, submit my answers',
    results: 'Your test results',
    startStudying: 'Start studying',
    learn: 'Learn',
    recommended: 'Recommended',
  },
  zh: {
    agree: '我同意',
    intro: '欢迎来到 Grammar Pro',
    introContinue: '开始吧',
    welcome: /^欢迎你/,
    fillDetails: '填写我的信息',
    profile: '个人信息',
    city: '城市',
    grade: '年级',
    next: '下一步',
    setLevel: '选择学习起点',
    readyGo: '准备出发！',
    ready: '我准备好了',
    dtIntro: '语法测试',
    start: '开始测试',
    question: /^第 \d+ 题，共 \d+ 题$/,
    allQuestions: '全部题目',
    finish: '完成测试',
    submit: '确定，提交答案',
    results: '你的测试结果',
    startStudying: '开始学习',
    learn: '学习',
    recommended: '推荐学习',
  },
} as const;
export type Texts = (typeof TEXT)[keyof typeof TEXT];

/** Called on every screen: axe, a screenshot, whatever the test wants to check there. */
export type ScreenCheck = (screen: string) => Promise<void>;

/** axe and a screenshot named <prefix>-<screen>. */
export function checkEachScreen(page: Page, prefix: string): ScreenCheck {
  return async (name) => {
    if (name === 'testing')
      await assertNoAxeViolations(page, `${prefix} ${name}`);
    else await assertAccessible(page, `${prefix} ${name}`);
    await screenshot(page, `${prefix}-${name}`);
  };
}

const h1 = (page: Page, name: string | RegExp) =>
  visible(page.getByRole('heading', { level: 1, name }));

/** Signs a fresh student in through the login page and agrees to the privacy policy; ends on gp_intro. */
export async function signInFresh(
  page: Page,
  baseUrl: string,
  userName: string,
  t: Texts,
) {
  await openLoginForm(page, baseUrl);
  await fillLogin(page, userName);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('dialog').getByRole('button', { name: t.agree }).click();
  await page.waitForURL('**/gl/gp-intro');
  await h1(page, t.intro);
}

/** gp_intro -> welcome -> profile -> set_level -> ready_go -> dt_intro, choosing the city and the grade. */
export async function onboard(
  page: Page,
  t: Texts,
  check: ScreenCheck,
  { grade = 'grade-7' }: { grade?: string } = {},
) {
  await visible(page.getByRole('region').getByRole('heading', { level: 2 }));
  await check('gp-intro');
  await page.getByRole('button', { name: t.introContinue }).click();

  await page.waitForURL('**/gl/welcome');
  await h1(page, t.welcome);
  await visible(page.getByRole('link', { name: t.fillDetails }));
  await check('welcome');
  await page.getByRole('link', { name: t.fillDetails }).click();

  await page.waitForURL('**/gl/profile');
  await h1(page, t.profile);
  const city = page.getByLabel(t.city, { exact: true });
  await visible(city);
  await check('profile');
  await city.selectOption({ index: 1 });
  await page.getByLabel(t.grade, { exact: true }).selectOption(grade);
  await page.getByRole('button', { name: t.next }).click();

  await page.waitForURL('**/gl/set-level');
  await h1(page, t.setLevel);
  await visible(page.getByRole('radio').first());
  await check('set-level');
  await page.getByRole('button', { name: t.next }).click();

  await page.waitForURL('**/gl/ready-go');
  await h1(page, t.readyGo);
  await visible(page.getByRole('button', { name: t.ready }));
  await check('ready-go');
  await page.getByRole('button', { name: t.ready }).click();

  await page.waitForURL('**/gl/dt-intro');
  await h1(page, t.dtIntro);
  await visible(page.getByRole('button', { name: t.start }));
  await check('dt-intro');
}

/** The player in the testing page, once its first question is on screen. */
export async function openTest(page: Page, t: Texts): Promise<FrameLocator> {
  await page.getByRole('button', { name: t.start }).click();
  await page.waitForURL('**/gl/testing');
  const frame = page.frameLocator('iframe');
  await visible(frame.getByRole('heading', { name: t.question }), 20_000);
  return frame;
}

/** Goes to the submit step, submits (the player asks to confirm), and lands on learn with the results. */
export async function submitTest(page: Page, frame: FrameLocator, t: Texts) {
  await frame.getByRole('button', { name: t.allQuestions }).click();
  await frame.getByRole('button', { name: t.finish }).click();
  await frame.getByRole('button', { name: t.submit }).click();
  await page.waitForURL('**/gl/learn', { timeout: 20_000 });
  return visible(page.getByRole('dialog', { name: t.results }), 15_000);
}
