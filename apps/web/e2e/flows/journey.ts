import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { FrameLocator, Page, Response } from 'playwright-core';
import { fillLogin, openLoginForm } from '../support/app';
import { visible } from '../support/browser';
import { answerWithKeyboard, answerWithMouse } from './answers';
import { playerTexts, webTexts, type Lang } from './locale-texts';
import {
  focusByTab,
  press,
  wrongThenRight,
  type Activity,
  type PlayerTexts,
} from './study';
import type { ApiCall } from './student-api';

/** A new student's way from the first diagnostic test through a module's lessons (issue 11). */

/** The player's lesson texts in a language, as the lesson flows use them. */
export function playerLessonTexts(lang: Lang): PlayerTexts {
  const p = playerTexts(lang);
  const onward = [
    'practice.nextQuestion',
    'practice.nextPart',
    'practice.finish',
  ]
    .map((k) => p.pattern(k).source)
    .join('|');
  return {
    nextSlide: p.text('explainer.next'),
    check: p.text('practice.check'),
    showAnswer: p.text('practice.showAnswer'),
    right: p.text('practice.right'),
    wrong: p.pattern('practice.wrongTitle', {}, false),
    onward: new RegExp(onward),
    toQuiz: p.text('practice.toQuiz'),
    question: p.pattern('progress.position'),
    next: p.text('nav.next'),
    finish: new RegExp(
      `${p.pattern('nav.finish').source}|${p.pattern('quiz.finish').source}`,
    ),
    submit: p.text('submit.submit'),
    twoAnswered: p.pattern('progress.answered', { answered: 2 }),
  };
}

/** Signs in through the login page, agreeing to the privacy policy, and lands on `to`. */
export async function signIn(
  page: Page,
  baseUrl: string,
  userName: string,
  lang: Lang,
  to: string,
) {
  await openLoginForm(page, baseUrl);
  await fillLogin(page, userName);
  await page.getByRole('button', { name: 'Log in' }).click();
  const agree = page.getByRole('button', {
    name: webTexts(lang, 'auth').text('privacy.agree'),
  });
  await Promise.race([
    agree.waitFor({ timeout: 20_000 }),
    page.waitForURL(`**/gl/${to}`, { timeout: 20_000 }),
  ]);
  if (await agree.isVisible()) await agree.click();
  await page.waitForURL(`**/gl/${to}`, { timeout: 20_000 });
}

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
    await focusByTab(page, finish, 250);
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

const isShown = (l: ReturnType<FrameLocator['getByRole']>) =>
  l
    .first()
    .isVisible()
    .catch(() => false);

/**
 * A lesson's practice in the player: the explainer slide by slide to its end,
 * every question answered and checked (the answer shown after a wrong second
 * try; with `wrongFirst` the first question wrong, then right), to the end
 * card's Go to the quiz. Gives how the first question ended.
 */
export async function practise(
  page: Page,
  activities: Activity[],
  p: PlayerTexts,
  keyboard: boolean,
  wrongFirst: boolean,
): Promise<string> {
  const frame = page.frameLocator('iframe');
  const firstPractice = activities.find((a) => a.Feedback);
  assert.ok(firstPractice, 'the lesson has practice');
  let first = wrongFirst ? '' : 'skipped';
  for (let guard = 0; guard < 150; guard++) {
    const toQuiz = frame.getByRole('button', { name: p.toQuiz });
    if (await isShown(toQuiz)) {
      await press(page, toQuiz, keyboard);
      return first;
    }
    // The last slide keeps its Next slide button, disabled (aria-disabled).
    const nextSlide = frame.getByRole('button', {
      name: p.nextSlide,
      disabled: false,
    });
    const check = frame.getByRole('button', { name: p.check });
    const onward = frame.getByRole('button', { name: p.onward });
    if (await isShown(nextSlide)) await press(page, nextSlide, keyboard);
    else if (await isShown(check)) {
      if (!first)
        first = await wrongThenRight(page, frame, firstPractice, p, keyboard);
      else {
        if (keyboard) await answerWithKeyboard(page, frame);
        else await answerWithMouse(frame);
        await press(page, check, keyboard);
        const reveal = frame.getByRole('button', { name: p.showAnswer });
        if (await isShown(reveal)) await press(page, reveal, keyboard);
      }
    } else if (await isShown(onward))
      await press(page, onward.first(), keyboard);
    else await page.waitForTimeout(150);
  }
  assert.fail('the practice never reached its end');
}

/** Answers every quiz question on screen, then Finish and the player's confirmation. */
export async function answerQuiz(
  page: Page,
  p: PlayerTexts,
  keyboard: boolean,
): Promise<void> {
  const frame = page.frameLocator('iframe');
  for (let guard = 0; guard < 40; guard++) {
    await visible(frame.getByRole('heading', { name: p.question }), 20_000);
    if (keyboard) await answerWithKeyboard(page, frame);
    else await answerWithMouse(frame);
    const next = frame.getByRole('button', { name: p.next, exact: true });
    if (!(await isShown(next))) break;
    await press(page, next, keyboard);
  }
  await press(
    page,
    frame.getByRole('button', { name: p.finish }).first(),
    keyboard,
  );
  await press(page, frame.getByRole('button', { name: p.submit }), keyboard);
}

/** A lesson's activities as the player gets them. */
export async function activitiesOf(
  call: ApiCall,
  activityKeys: string[],
): Promise<Activity[]> {
  const answer = (await call(
    'POST',
    '/api/v2/ActivityEntity/Web/',
    activityKeys,
  )) as { Activities: Activity[] };
  return answer.Activities;
}

interface RemediationModule {
  ModuleKey: string;
  Lessons: {
    LessonKey: string;
    ActivityKeys: string[];
    Sequence: number;
    StudentScore?: number | null;
  }[];
}

export async function remediationProgress(call: ApiCall) {
  return (await call('GET', '/api/v2/StudentRemediationProgress/')) as {
    Recommended: RemediationModule[];
  };
}

/**
 * Takes every lesson quiz of a module through the API, with nothing
 * answered (set-up only: the journey studies one module in the browser).
 */
export async function finishModuleByApi(
  call: ApiCall,
  userId: string,
  module: RemediationModule,
): Promise<void> {
  const lessons = [...module.Lessons].sort((a, b) => a.Sequence - b.Sequence);
  for (const lesson of lessons) {
    const activities = await activitiesOf(call, lesson.ActivityKeys);
    const quiz = activities.filter(
      (a) => !a.Feedback && a.Type !== 'video' && a.Questions.length > 0,
    );
    const key = (await call('POST', '/api/v2/RemediationLesson/Start/', {
      ModuleKey: module.ModuleKey,
      LessonKey: lesson.LessonKey,
    })) as string;
    await call('POST', '/api/v2/RemediationLesson/Save/', {
      StudentRemediationKey: key,
      StudentId: userId,
      IdempotencyKey: randomUUID(),
      StudentModuleLessonAnswer: quiz.map((a) => ({
        ModuleKey: module.ModuleKey,
        LessonKey: lesson.LessonKey,
        ActivityKey: a.Key,
        QuestionAnswer: [],
      })),
    });
  }
}
