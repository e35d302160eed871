import assert from 'node:assert/strict';
import type { FrameLocator } from 'playwright-core';
import type { PublicQuestion, TestModule } from '@gp/api';
import { loadCourse, type Course } from '@gp/content';
import { gapAnswers } from '@gp/domain';

/**
 * The right answers of a test's questions, known to the test from the course
 * itself (packages/content): a test reaches the browser without its keys
 * (DESIGN.md §4 The server scores), so the options are matched by text.
 */

let course: Course | undefined;
function courseModule(moduleKey: string) {
  if (!course) {
    const loaded = loadCourse();
    assert.ok(loaded.course, 'the course loads');
    course = loaded.course;
  }
  const found = course.modules.find((m) => m.module.key === moduleKey);
  assert.ok(found, `module ${moduleKey} in the course`);
  return found.module;
}

/** The module's English name, as the learn page shows it. */
export function moduleName(moduleKey: string): string {
  return courseModule(moduleKey).name.en;
}

export type RightAnswer =
  | { type: 'choose'; indexes: number[] }
  | { type: 'fill'; texts: string[] }
  | { type: 'match'; presets: number; links: [number, number][] };

/** The right answer to a question as the player shows it (options in their shown order). */
export function rightAnswer(
  moduleKey: string,
  shown: PublicQuestion,
): RightAnswer {
  const question = courseModule(moduleKey).diagnostic.find(
    (q) => q.key === shown.questionKey,
  );
  assert.ok(question, `${moduleKey}/${shown.questionKey} in the course`);
  if (shown.type === 'multipleSelect' && question.type === 'multipleSelect') {
    const right = question.options.filter((o) => o.correct).map((o) => o.text);
    return {
      type: 'choose',
      indexes: shown.options.flatMap((o, i) =>
        right.includes(o.text) ? [i] : [],
      ),
    };
  }
  if (shown.type === 'gapFill' && question.type === 'gapFill')
    return {
      type: 'fill',
      texts: gapAnswers(question.text).map((a) => a[0] ?? ''),
    };
  if (shown.type === 'match' && question.type === 'match')
    return {
      type: 'match',
      presets: shown.presets.length,
      links: shown.presets.map((p, i) => {
        const pair = question.pairs.find((q) => q.left === p.text);
        return [i, shown.answers.findIndex((a) => a.text === pair?.right)];
      }),
    };
  assert.fail(`question ${shown.questionKey} changed type`);
}

/** The test's questions in the order the player asks them, each with its module. */
export function questionsInOrder(modules: TestModule[]) {
  return modules.flatMap((m) =>
    m.Activitys.flatMap((a) =>
      a.Questions.map((q) => ({ moduleKey: m.ModuleKey, question: q })),
    ),
  );
}

/** Gives the question on screen its right answer. */
export async function answerRight(frame: FrameLocator, answer: RightAnswer) {
  if (answer.type === 'choose') {
    const options = frame.locator('input[type=radio], input[type=checkbox]');
    for (const i of answer.indexes) await options.nth(i).check();
  } else if (answer.type === 'fill') {
    const gaps = frame.getByRole('textbox');
    for (const [i, text] of answer.texts.entries())
      await gaps.nth(i).fill(text);
  } else {
    // The left items, then the right ones: a press on each links them.
    const items = frame.locator('button[aria-pressed]');
    for (const [left, right] of answer.links) {
      await items.nth(left).click();
      await items.nth(answer.presets + right).click();
    }
  }
}
