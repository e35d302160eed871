import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { press, visible } from '../support/browser';
import { answerQuiz, playerLessonTexts, practise } from './lesson-player';
import { webTexts, type Lang } from './locale-texts';
import { activitiesOf, remediationProgress, type ApiCall } from './student-api';
import { finishModuleByApi } from './tests-by-api';

/** The lessons of a module in the browser, from the module lesson screen (issue 11). */

export interface LessonsRun {
  lang: Lang;
  keyboard: boolean;
  /** The student's own API calls (to read a lesson's activities, and set-up). */
  call: ApiCall;
  userId: string;
  /** axe and a screenshot of the screen, by name. */
  check: (name: string) => Promise<void>;
  /**
   * Lessons 2 and 3 in the browser too (Next lesson, then Back to the module).
   * Without it they are taken through the API: the browser then proves
   * Back to the module after lesson 1 and lesson 4's Module done.
   */
  everyLesson: boolean;
}

/** Waits for the lesson's practice start and gives the lesson it names. */
function practiceStarted(page: Page) {
  return page
    .waitForRequest(
      (r) =>
        r.url().includes('/api/v2/RemediationLessonPractice/Start/') &&
        r.method() === 'POST',
      { timeout: 20_000 },
    )
    .then((r) => r.postDataJSON() as { ModuleKey: string; LessonKey: string });
}

/**
 * One lesson from its practice start: the explainer and practice (lesson 1:
 * its first question wrong, then right), the quiz intro, the quiz, the
 * result. Gives the result region.
 */
async function studyLesson(
  page: Page,
  run: LessonsRun,
  lesson: { ModuleKey: string; LessonKey: string },
  n: number,
): Promise<Locator> {
  const { lang, keyboard, call, check } = run;
  const ls = webTexts(lang, 'lessons');
  const p = playerLessonTexts(lang);
  await page.waitForURL('**/gl/remediation-lesson');
  const progress = await remediationProgress(call);
  const keys = progress.Recommended.find(
    (m) => m.ModuleKey === lesson.ModuleKey,
  )?.Lessons.find((l) => l.LessonKey === lesson.LessonKey)?.ActivityKeys;
  assert.ok(keys, `lesson ${n} is in the recommended module`);
  const frame = page.frameLocator('iframe');
  await visible(frame.getByRole('button', { name: p.nextSlide }), 20_000);
  if (n === 1) await check('practice-explainer');
  else if (process.env.E2E_TRACE) console.error(`${lang} lesson ${n}`);
  const activities = await activitiesOf(call, keys);
  const first = await practise(page, activities, p, keyboard, n === 1);
  if (n === 1) assert.match(first, /^(right|shown)$/, 'instant feedback');

  await visible(
    page.getByRole('heading', { name: ls.text('remediation.quizIntro.title') }),
    20_000,
  );
  if (n === 1) await check('quiz-intro');
  await press(
    page,
    page.getByRole('button', { name: ls.text('remediation.quizIntro.start') }),
    keyboard,
  );
  await visible(frame.getByRole('heading', { name: p.question }), 20_000);
  if (n === 1) await check('quiz');
  await answerQuiz(page, p, keyboard);

  const result = await visible(
    page.getByRole('region', { name: ls.text('remediation.result.title') }),
    20_000,
  );
  const feedback = ['excellent', 'goodJob', 'notBad', 'keepTrying']
    .map((k) => ls.text(`feedback.${k}`))
    .join('|');
  await visible(result.getByText(new RegExp(`^(${feedback})`)).first());
  if (n === 1) await check('result');
  return result;
}

/**
 * Lessons 1 to 4 of the module whose lesson screen is open: each lesson's
 * explainer, practice, quiz and result; Next lesson and Back to the module
 * between them; lesson 4's Module done. Gives the module's key.
 */
export async function studyModuleLessons(
  page: Page,
  run: LessonsRun,
): Promise<string> {
  const { lang, keyboard, call, userId, check } = run;
  const ls = webTexts(lang, 'lessons');
  const startLesson = (n: number) =>
    page.getByRole('button', {
      name: ls.text('lesson.open.start', { sequence: n }),
    });
  const button = (result: Locator, key: string) =>
    result.getByRole('button', { name: ls.text(`remediation.result.${key}`) });
  const backToModule = async (result: Locator) => {
    await press(page, button(result, 'backToModule'), keyboard);
    await page.waitForURL('**/gl/module-lesson');
  };

  let started = practiceStarted(page);
  await press(page, await visible(startLesson(1), 20_000), keyboard);
  let lesson = await started;
  let result = await studyLesson(page, run, lesson, 1);
  if (run.everyLesson) {
    // 1, Next lesson, 2, Back to the module, Start lesson 3, 3, Next lesson.
    for (const n of [2, 3]) {
      started = practiceStarted(page);
      if (n === 2) await press(page, button(result, 'nextLesson'), keyboard);
      else {
        await backToModule(result);
        await press(page, await visible(startLesson(3), 20_000), keyboard);
      }
      result = await studyLesson(page, run, await started, n);
    }
    started = practiceStarted(page);
    await press(page, button(result, 'nextLesson'), keyboard);
  } else {
    // Lessons 2 and 3 add nothing the browser has not shown in lesson 1:
    // taken through the API, they save their practice's minutes.
    await backToModule(result);
    const progress = await remediationProgress(call);
    const module = progress.Recommended.find(
      (m) => m.ModuleKey === lesson.ModuleKey,
    );
    assert.ok(module, 'the studied module is still recommended');
    await finishModuleByApi(call, userId, module, [2, 3]);
    await page.reload();
    started = practiceStarted(page);
    await press(page, await visible(startLesson(4), 20_000), keyboard);
  }
  lesson = await started;
  result = await studyLesson(page, run, lesson, 4);
  await visible(result.getByText(ls.text('remediation.result.moduleDone')));
  await check('result-module-done');
  await backToModule(result);
  return lesson.ModuleKey;
}
