import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { FrameLocator, Locator, Page } from 'playwright-core';
import { fillLogin, openLoginForm } from '../support/app';
import { visible } from '../support/browser';
import { answerWithKeyboard, answerWithMouse } from './answers';
import { saveProfileByApi, studentApi, type ApiCall } from './student-api';

/** Studying a lesson (issue 11): the student's set-up through the API, and the lesson in the browser. */

type Json = Record<string, unknown>;
export interface Activity {
  Key: string;
  Type: string;
  Questions: Json[];
  Feedback?: {
    QuestionKey: string;
    AnswerKey:
      | { type: 'multipleSelect'; correct: number[]; optionCount: number }
      | { type: 'gapFill'; gaps: string[][] }
      | { type: 'match'; answers: number[] };
  }[];
}

export interface SeededStudent {
  userId: string;
  /** The first recommended module and its lessons' activity keys, in order. */
  moduleKey: string;
  lessons: { LessonKey: string; ActivityKeys: string[] }[];
  call: ApiCall;
}

/**
 * A student with a diagnostic result: the profile saved and a first test
 * submitted with every question unanswered (through the API, as another
 * device would), so every tested module is recommended.
 */
export async function seedStudentWithResult(
  baseUrl: string,
  userName: string,
  { culture = 'en-US', marketRegion = 0 } = {},
): Promise<SeededStudent> {
  const { userId, call } = await studentApi(baseUrl, userName);
  await saveProfileByApi(call, { culture, marketRegion });
  const test = (await call('PUT', '/api/v2/StudentDiagnosticTest/Start/')) as {
    DiagnosticTestKey: string;
    Modules: {
      ModuleKey: string;
      Activitys: { Key: string; Type: string }[];
    }[];
  };
  await call('PUT', '/api/v2/StudentDiagnosticTest/Save/', {
    DiagnosticTestKey: test.DiagnosticTestKey,
    StudentId: userId,
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
  const progress = (await call('GET', '/api/v2/StudentProgress/')) as {
    RemediationProgress: {
      Recommended: {
        ModuleKey: string;
        Lessons: {
          LessonKey: string;
          ActivityKeys: string[];
          Sequence: number;
        }[];
      }[];
    };
  };
  const first = progress.RemediationProgress.Recommended[0];
  assert.ok(first, 'a recommended module');
  return {
    userId,
    moduleKey: first.ModuleKey,
    lessons: [...first.Lessons].sort((a, b) => a.Sequence - b.Sequence),
    call,
  };
}

/** Signs in through the login page (agreeing to the privacy policy) and lands on learn. */
export async function signInToLearn(
  page: Page,
  baseUrl: string,
  userName: string,
  agree: string,
) {
  await openLoginForm(page, baseUrl);
  await fillLogin(page, userName);
  await page.getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog');
  await Promise.race([
    dialog.waitFor({ timeout: 20_000 }),
    page.waitForURL('**/gl/learn', { timeout: 20_000 }),
  ]);
  if (await dialog.isVisible())
    await dialog.getByRole('button', { name: agree }).click();
  await page.waitForURL('**/gl/learn', { timeout: 20_000 });
}

/** What the player says in lesson mode (apps/player/src/locales), in the test's languages. */
export const PLAYER = {
  en: {
    nextSlide: 'Next slide',
    check: 'Check my answer',
    showAnswer: 'Show the answer',
    right: 'Right!',
    wrong: /^Not quite/,
    onward: /^(Next question|Next part|Finish the practice)/,
    toQuiz: 'Go to the quiz',
    question: /^Question \d+ of \d+$/,
    next: 'Next',
    finish: /^Finish( the quiz)?$/,
    submit: 'Yes, submit my answers',
    twoAnswered: /^2 of \d+ answered$/,
  },
  zh: {
    nextSlide: '下一页',
    check: '检查答案',
    showAnswer: '查看答案',
    right: '答对了！',
    wrong: /^不太对/,
    onward: /^(下一题|下一部分|完成练习)/,
    toQuiz: '去做小测验',
    question: /^第 \d+ 题，共 \d+ 题$/,
    next: '下一题',
    finish: /^完成(小测验)?$/,
    submit: '确定，提交答案',
    twoAnswered: /^已答 2 \/ \d+ 题$/,
  },
} as const;
export interface PlayerTexts {
  nextSlide: string;
  check: string;
  showAnswer: string;
  right: string;
  wrong: RegExp;
  onward: RegExp;
  toQuiz: string;
  question: RegExp;
  next: string;
  finish: RegExp;
  submit: string;
  twoAnswered: RegExp;
}

/** Presses Tab until the locator (in the page or the player frame) has the focus. */
export async function focusByTab(page: Page, target: Locator, max = 60) {
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
  await focusByTab(page, target);
  await page.keyboard.press('Enter');
}

const isShown = (l: Locator) =>
  l
    .first()
    .isVisible()
    .catch(() => false);

/** Gives the first practice question a wrong answer, then the right one, from its practice key. */
export async function wrongThenRight(
  page: Page,
  frame: FrameLocator,
  activity: Activity,
  p: PlayerTexts,
  keyboard: boolean,
) {
  const key = activity.Feedback?.[0]?.AnswerKey;
  assert.ok(key, 'the practice question carries its key');
  const choose = async (indexes: number[]) => {
    const radios = frame.locator('input[type=radio]');
    if (keyboard && (await radios.count()) > 0) {
      // Tab reaches a radio group once; the arrow keys move the choice and select it.
      const focused = () =>
        radios.evaluateAll((els) =>
          els.findIndex((e) => e === document.activeElement),
        );
      for (let i = 0; i < 60 && (await focused()) < 0; i++)
        await page.keyboard.press('Tab');
      const target = indexes[0] ?? 0;
      let at = await focused();
      assert.ok(at >= 0, 'Tab reaches the options');
      while (at < target) {
        await page.keyboard.press('ArrowDown');
        at += 1;
      }
      while (at > target) {
        await page.keyboard.press('ArrowUp');
        at -= 1;
      }
      if (!(await radios.nth(target).isChecked()))
        await page.keyboard.press('Space');
      return;
    }
    const options = frame.locator('input[type=radio], input[type=checkbox]');
    for (let i = 0; i < (await options.count()); i++) {
      const option = options.nth(i);
      const want = indexes.includes(i);
      if ((await option.isChecked()) === want) continue;
      if (keyboard) {
        await focusByTab(page, option);
        await page.keyboard.press('Space');
      } else await option.click();
    }
  };
  const fill = async (texts: string[]) => {
    const gaps = frame.getByRole('textbox');
    for (let i = 0; i < (await gaps.count()); i++) {
      if (!keyboard) {
        await gaps.nth(i).fill(texts[i] ?? '');
        continue;
      }
      await focusByTab(page, gaps.nth(i));
      await page.keyboard.press('Control+A');
      await page.keyboard.type(texts[i] ?? '');
    }
  };
  if (key.type === 'multipleSelect') {
    const wrong = [...Array(key.optionCount).keys()].find(
      (i) => !key.correct.includes(i),
    );
    await choose([wrong ?? 0]);
  } else if (key.type === 'gapFill') await fill(key.gaps.map(() => 'zzz'));
  else await answerWithMouse(frame);
  await press(page, frame.getByRole('button', { name: p.check }), keyboard);
  await visible(frame.getByRole('status').filter({ hasText: p.wrong }));
  if (key.type === 'multipleSelect') await choose(key.correct);
  else if (key.type === 'gapFill') await fill(key.gaps.map((g) => g[0] ?? ''));
  else {
    // A match cannot be fixed in place: the answer is shown instead.
    await press(
      page,
      frame.getByRole('button', { name: p.showAnswer }),
      keyboard,
    );
    return 'shown';
  }
  await press(page, frame.getByRole('button', { name: p.check }), keyboard);
  await visible(frame.getByRole('status').filter({ hasText: p.right }));
  return 'right';
}

/**
 * The practice of a lesson in the player: the explainer to its last slide,
 * the first question wrong then right, the others answered and checked
 * (shown after a wrong second try), to the end card's Go to the quiz.
 */
export async function studyPractice(
  page: Page,
  seeded: SeededStudent,
  p: PlayerTexts,
  keyboard: boolean,
): Promise<string> {
  const lesson = seeded.lessons[0];
  assert.ok(lesson);
  const activities = (await seeded.call(
    'POST',
    '/api/v2/ActivityEntity/Web/',
    lesson.ActivityKeys,
  )) as { Activities: Activity[] };
  const firstPractice = activities.Activities.find((a) => a.Feedback);
  assert.ok(firstPractice, 'the lesson has practice');
  const frame = page.frameLocator('iframe');
  let firstDone = '';
  for (let guard = 0; guard < 120; guard++) {
    const toQuiz = frame.getByRole('button', { name: p.toQuiz });
    if (await isShown(toQuiz)) {
      await press(page, toQuiz, keyboard);
      return firstDone;
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
      if (!firstDone)
        firstDone = await wrongThenRight(
          page,
          frame,
          firstPractice,
          p,
          keyboard,
        );
      else {
        if (keyboard) await answerWithKeyboard(page, frame);
        else await answerWithMouse(frame);
        await press(page, check, keyboard);
        const reveal = frame.getByRole('button', { name: p.showAnswer });
        if (await isShown(reveal)) await press(page, reveal, keyboard);
      }
    } else if (await isShown(onward))
      await press(page, onward.first(), keyboard);
    else await page.waitForTimeout(200);
  }
  assert.fail('the practice never reached its end');
}

/** Answers the quiz question on screen and moves on; false once the last one is answered. */
export async function answerQuizQuestion(
  page: Page,
  frame: FrameLocator,
  p: PlayerTexts,
  keyboard: boolean,
): Promise<boolean> {
  await visible(frame.getByRole('heading', { name: p.question }), 20_000);
  if (keyboard) await answerWithKeyboard(page, frame);
  else await answerWithMouse(frame);
  const next = frame.getByRole('button', { name: p.next, exact: true });
  if (await isShown(next)) {
    await press(page, next, keyboard);
    return true;
  }
  return false;
}

/** The quiz's submit step: Finish, then the player's confirmation. */
export async function submitQuiz(
  page: Page,
  frame: FrameLocator,
  p: PlayerTexts,
  keyboard: boolean,
) {
  await press(
    page,
    frame.getByRole('button', { name: p.finish }).first(),
    keyboard,
  );
  await press(page, frame.getByRole('button', { name: p.submit }), keyboard);
}
