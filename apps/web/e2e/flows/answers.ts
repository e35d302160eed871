import assert from 'node:assert/strict';
import type { FrameLocator, Page } from 'playwright-core';
import { tabTo } from '../support/browser';

/** Answering questions in the player frame, by mouse and by keyboard alone. */

/** Answers the question on screen by mouse (the first option, "a" in each gap, the first pair). */
export async function answerWithMouse(frame: FrameLocator): Promise<string> {
  if ((await frame.getByRole('radio').count()) > 0) {
    await frame.getByRole('radio').first().check();
    return 'multipleSelect';
  }
  const boxes = frame.getByRole('checkbox');
  if ((await boxes.count()) > 0) {
    // Choose options until the player says the question takes no more (numAnswers).
    const limit = frame.locator('fieldset').getByRole('status');
    for (let i = 0; i < (await boxes.count()); i++) {
      await boxes.nth(i).click();
      if (((await limit.textContent()) ?? '').trim() !== '') break;
    }
    return 'multipleSelect';
  }
  const gaps = frame.getByRole('textbox');
  if ((await gaps.count()) > 0) {
    for (let i = 0; i < (await gaps.count()); i++) await gaps.nth(i).fill('a');
    return 'gapFill';
  }
  const pressable = frame.locator('button[aria-pressed]');
  const n = await pressable.count();
  assert.ok(n >= 2, 'a match question has items on both sides');
  await pressable.first().click();
  await pressable.nth(n - 1).click();
  return 'match';
}

export type QuestionType = 'multipleSelect' | 'gapFill' | 'match';

async function typeOf(frame: FrameLocator): Promise<QuestionType> {
  if ((await frame.getByRole('radio').count()) > 0) return 'multipleSelect';
  if ((await frame.getByRole('checkbox').count()) > 0) return 'multipleSelect';
  if ((await frame.getByRole('textbox').count()) > 0) return 'gapFill';
  return 'match';
}

/**
 * Answers the question on screen by keyboard alone: Space on options, typing
 * in gaps, Enter on an item and then on its match (no dragging, WCAG 2.5.7).
 */
export async function answerWithKeyboard(
  page: Page,
  frame: FrameLocator,
): Promise<QuestionType> {
  const type = await typeOf(frame);
  if (type === 'multipleSelect') {
    const radios = frame.getByRole('radio');
    if ((await radios.count()) > 0) {
      await tabTo(page, radios.first());
      await page.keyboard.press('Space');
    } else {
      const boxes = frame.getByRole('checkbox');
      const limit = frame.locator('fieldset').getByRole('status');
      await tabTo(page, boxes.first());
      for (let i = 0; i < (await boxes.count()); i++) {
        await page.keyboard.press('Space');
        if (((await limit.textContent()) ?? '').trim() !== '') break;
        await page.keyboard.press('Tab');
      }
    }
  } else if (type === 'gapFill') {
    const gaps = frame.getByRole('textbox');
    for (let i = 0; i < (await gaps.count()); i++) {
      await tabTo(page, gaps.nth(i));
      await page.keyboard.type('a');
    }
  } else {
    const items = frame.locator('button[aria-pressed]');
    await tabTo(page, items.first());
    await page.keyboard.press('Enter');
    await tabTo(page, items.last());
    await page.keyboard.press('Enter');
  }
  return type;
}

/** The answer on screen, as text, to compare before and after a reload. */
export async function answerOnScreen(frame: FrameLocator): Promise<string> {
  const checked = await frame
    .locator('input[type=radio], input[type=checkbox]')
    .evaluateAll((els) =>
      els.map((e) => ((e as HTMLInputElement).checked ? 1 : 0)).join(''),
    );
  const gaps = await frame
    .getByRole('textbox')
    .evaluateAll((els) =>
      els.map((e) => (e as HTMLInputElement).value).join('|'),
    );
  const pressed = await frame
    .locator('button[aria-pressed]')
    .evaluateAll((els) =>
      els.map((e) => e.getAttribute('aria-label')).join('|'),
    );
  return `${checked};${gaps};${pressed}`;
}
