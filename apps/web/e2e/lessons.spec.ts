import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { BrowserContextOptions } from 'playwright-core';
import { TEXT } from './flows/onboarding';
import {
  answerQuiz,
  answerQuizQuestion,
  playerLessonTexts,
  practise,
} from './flows/lesson-player';
import { activitiesOf } from './flows/student-api';
import { seedStudentWithResult } from './flows/tests-by-api';
import { signIn } from './support/app';
import {
  assertAccessible,
  DESKTOP,
  newPage,
  PHONE,
  screenshot,
  visible,
  press,
} from './support/browser';
import { useServerAndBrowser } from './support/app-under-test';

const app = useServerAndBrowser();

/** What the learn, module lesson and remediation lesson screens say (apps/web/src/locales). */
const WEB = {
  en: {
    recommended: /^Recommended for you/,
    study: 'Study this module',
    start: 'Start',
    startLesson: (n: number) => `Start lesson ${n}`,
    quizIntro: 'Quiz time',
    startQuiz: 'Start quiz',
    result: 'Your quiz result',
    feedback: /^(Excellent|Good job|Not bad|Keep trying)/,
    backToModule: 'Back to the module',
  },
  zh: {
    recommended: /^为你推荐/,
    study: '学习这个模块',
    start: '开始',
    startLesson: (n: number) => `开始第 ${n} 课`,
    quizIntro: '小测验时间',
    startQuiz: '开始小测验',
    result: '你的小测验成绩',
    feedback: /^(非常棒|做得好|还不错|继续加油)/,
    backToModule: '返回模块',
  },
} as const;

/**
 * issue 11: a student with a diagnostic result studies lesson 1 of the first
 * recommended module: the explainer, practice with a wrong then a right
 * answer, the quiz (with a reload in the middle), the result; lesson 2 then
 * opens. axe and a screenshot on every screen.
 */
async function studyLessonOne({
  options,
  size,
  userName,
  lang,
  marketRegion,
  keyboard,
  reloadInQuiz,
}: {
  options: BrowserContextOptions;
  size: 'desktop' | 'phone';
  userName: string;
  lang: 'en' | 'zh';
  marketRegion: number;
  keyboard: boolean;
  reloadInQuiz: boolean;
}) {
  const w = WEB[lang];
  const p = playerLessonTexts(lang);
  const seeded = await seedStudentWithResult(app.url, userName, {
    culture: lang === 'en' ? 'en-US' : 'zh-CN',
    marketRegion,
  });
  const { context, page, errors } = await newPage(app.browser, options);
  const check = async (name: string) => {
    await assertAccessible(page, `${lang} ${size} ${name}`);
    await screenshot(page, `lessons-${lang}-${size}-${name}`);
  };
  await signIn(page, app.url, userName, TEXT[lang].agree);
  const recommended = await visible(
    page.getByRole('region', { name: w.recommended }),
    20_000,
  );
  const card = recommended.getByRole('article').first();
  await visible(card.getByRole('button', { name: w.start, exact: true }));
  await check('learn');

  if (keyboard) {
    // The module lesson first, then lesson 1 from its list.
    await press(page, card.getByRole('button', { name: w.study }), true);
    await page.waitForURL('**/gl/module-lesson');
    const startOne = page.getByRole('button', { name: w.startLesson(1) });
    await visible(startOne, 20_000);
    await check('module-lesson');
    await press(page, startOne, true);
  } else {
    // spec 02 §2 T2: Start on the learn page's card opens the lesson itself.
    await card.getByRole('button', { name: w.start, exact: true }).click();
  }
  await page.waitForURL('**/gl/remediation-lesson');
  const frame = page.frameLocator('iframe');
  await visible(frame.getByRole('button', { name: p.nextSlide }), 20_000);
  await check('practice-video');
  const lessonOne = seeded.lessons[0];
  assert.ok(lessonOne, 'the module has lessons');
  const activities = await activitiesOf(seeded.call, lessonOne.ActivityKeys);
  const first = await practise(page, activities, p, keyboard);
  assert.equal(first, 'right', 'the first practice question, wrong then right');

  const startQuiz = page.getByRole('button', { name: w.startQuiz });
  await visible(page.getByRole('heading', { name: w.quizIntro }), 20_000);
  await check('quiz-intro');
  await press(page, startQuiz, keyboard);
  await answerQuizQuestion(page, p, keyboard);
  await answerQuizQuestion(page, p, keyboard);
  await check('quiz');
  if (reloadInQuiz) {
    // A reload in the middle of the quiz: the browser warns, then both answers are still there.
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.type());
      void d.accept();
    });
    await page.reload();
    await visible(frame.getByText(p.twoAnswered).first(), 20_000);
    assert.ok(
      dialogs.every((d) => d === 'beforeunload'),
      `only the leave warning: ${dialogs.join()}`,
    );
  }
  await answerQuiz(page, p, keyboard);

  const result = await visible(
    page.getByRole('region', { name: w.result }),
    20_000,
  );
  await visible(result.getByText(w.feedback));
  await check('result');
  await press(
    page,
    result.getByRole('button', { name: w.backToModule }),
    keyboard,
  );
  await page.waitForURL('**/gl/module-lesson');
  // Lesson 2 unlocks once lesson 1's quiz is scored.
  await visible(page.getByRole('button', { name: w.startLesson(2) }), 20_000);
  await check('module-after');
  assert.deepEqual(errors, []);
  await context.close();
}

describe('studying a recommended module (issue 11)', () => {
  it('studies lesson 1 by keyboard alone in English on a desktop; a reload in the quiz loses nothing; lesson 2 unlocks', () =>
    studyLessonOne({
      options: DESKTOP,
      size: 'desktop',
      userName: 'regular',
      lang: 'en',
      marketRegion: 0,
      keyboard: true,
      reloadInQuiz: true,
    }));

  it('studies lesson 1 in Chinese on a 360 px phone, started from the learn page card; lesson 2 unlocks', () =>
    studyLessonOne({
      options: PHONE,
      size: 'phone',
      userName: 'regular-cn',
      lang: 'zh',
      marketRegion: 1,
      keyboard: false,
      reloadInQuiz: false,
    }));

  it('shows a demo student "Get the full version" on a second module', async () => {
    await seedStudentWithResult(app.url, 'demo');
    const { context, page, errors } = await newPage(app.browser, DESKTOP);
    await signIn(page, app.url, 'demo', TEXT.en.agree);
    const recommended = await visible(
      page.getByRole('region', { name: WEB.en.recommended }),
      20_000,
    );
    const cards = recommended.getByRole('article');
    await visible(cards.nth(0).getByRole('button', { name: 'Have a try' }));
    await visible(
      cards.nth(1).getByRole('button', { name: 'Get the full version' }),
    );
    await assertAccessible(page, 'demo learn');
    await screenshot(page, 'lessons-demo-learn');
    await cards
      .nth(1)
      .getByRole('button', { name: 'Get the full version' })
      .click();
    await page.waitForURL('**/gl/purchase-guide');
    assert.deepEqual(errors, []);
    await context.close();
  });
});
