import assert from 'node:assert/strict';
import type { FrameLocator, Locator, Page } from 'playwright-core';
import { press, tabTo, visible } from '../support/browser';
import { answerWithKeyboard, answerWithMouse } from './answers';
import { playerTexts, type Lang } from './locale-texts';
import type { Activity } from './student-api';

/** A lesson in the player (issue 11): its practice with instant feedback, then its quiz. */

/** What the player says in lesson mode, as the lesson flows use it. */
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

/** The player's lesson texts in a language, read from its locale file. */
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

const isShown = (l: Locator) =>
  l
    .first()
    .isVisible()
    .catch(() => false);

/** Chooses exactly these options of the question on screen. */
async function choose(
  page: Page,
  frame: FrameLocator,
  indexes: number[],
  keyboard: boolean,
) {
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
    for (; at < target; at++) await page.keyboard.press('ArrowDown');
    for (; at > target; at--) await page.keyboard.press('ArrowUp');
    if (!(await radios.nth(target).isChecked()))
      await page.keyboard.press('Space');
    return;
  }
  const options = frame.locator('input[type=radio], input[type=checkbox]');
  for (let i = 0; i < (await options.count()); i++) {
    const option = options.nth(i);
    if ((await option.isChecked()) === indexes.includes(i)) continue;
    if (keyboard) {
      await tabTo(page, option);
      await page.keyboard.press('Space');
    } else await option.click();
  }
}

/** Types these texts in the question's gaps, in order. */
async function fill(
  page: Page,
  frame: FrameLocator,
  texts: string[],
  keyboard: boolean,
) {
  const gaps = frame.getByRole('textbox');
  for (let i = 0; i < (await gaps.count()); i++) {
    if (!keyboard) {
      await gaps.nth(i).fill(texts[i] ?? '');
      continue;
    }
    await tabTo(page, gaps.nth(i));
    await page.keyboard.press('Control+A');
    await page.keyboard.type(texts[i] ?? '');
  }
}

/** Gives the first practice question a wrong answer, then the right one, from its practice key. */
async function wrongThenRight(
  page: Page,
  frame: FrameLocator,
  activity: Activity,
  p: PlayerTexts,
  keyboard: boolean,
): Promise<'right' | 'shown'> {
  const key = activity.Feedback?.[0]?.AnswerKey;
  assert.ok(key, 'the practice question carries its key');
  if (key.type === 'multipleSelect') {
    const wrong = [...Array(key.optionCount).keys()].find(
      (i) => !key.correct.includes(i),
    );
    await choose(page, frame, [wrong ?? 0], keyboard);
  } else if (key.type === 'gapFill')
    await fill(
      page,
      frame,
      key.gaps.map(() => 'zzz'),
      keyboard,
    );
  else await answerWithMouse(frame);
  await press(page, frame.getByRole('button', { name: p.check }), keyboard);
  await visible(frame.getByRole('status').filter({ hasText: p.wrong }));
  if (key.type === 'multipleSelect')
    await choose(page, frame, key.correct, keyboard);
  else if (key.type === 'gapFill')
    await fill(
      page,
      frame,
      key.gaps.map((g) => g[0] ?? ''),
      keyboard,
    );
  else {
    // A match cannot be fixed in place: the answer is shown instead.
    const reveal = frame.getByRole('button', { name: p.showAnswer });
    await press(page, reveal, keyboard);
    return 'shown';
  }
  await press(page, frame.getByRole('button', { name: p.check }), keyboard);
  await visible(frame.getByRole('status').filter({ hasText: p.right }));
  return 'right';
}

/**
 * A lesson's practice in the player: the explainer slide by slide to its end,
 * every question answered and checked (the answer shown after a wrong second
 * try; with `wrongFirst` the first question wrong, then right), to the end
 * card's Go to the quiz. Gives how the first question ended ('skipped'
 * without `wrongFirst`).
 */
export async function practise(
  page: Page,
  activities: Activity[],
  p: PlayerTexts,
  keyboard: boolean,
  wrongFirst = true,
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

/** Answers the quiz question on screen and moves on; false once the last one is answered. */
export async function answerQuizQuestion(
  page: Page,
  p: PlayerTexts,
  keyboard: boolean,
): Promise<boolean> {
  const frame = page.frameLocator('iframe');
  await visible(frame.getByRole('heading', { name: p.question }), 20_000);
  if (keyboard) await answerWithKeyboard(page, frame);
  else await answerWithMouse(frame);
  const next = frame.getByRole('button', { name: p.next, exact: true });
  if (!(await isShown(next))) return false;
  await press(page, next, keyboard);
  return true;
}

/** The quiz's submit step: Finish, then the player's confirmation. */
export async function submitQuiz(
  page: Page,
  p: PlayerTexts,
  keyboard: boolean,
) {
  const frame = page.frameLocator('iframe');
  await press(
    page,
    frame.getByRole('button', { name: p.finish }).first(),
    keyboard,
  );
  await press(page, frame.getByRole('button', { name: p.submit }), keyboard);
}

/** Answers every quiz question, then Finish and the player's confirmation. */
export async function answerQuiz(
  page: Page,
  p: PlayerTexts,
  keyboard: boolean,
): Promise<void> {
  for (let guard = 0; guard < 40; guard++)
    if (!(await answerQuizQuestion(page, p, keyboard))) break;
  await submitQuiz(page, p, keyboard);
}
