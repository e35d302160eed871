import { screen } from './testing/testing-library';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { startTest } from './testing/render-player';

/** axe-core in jsdom; colour contrast needs real layout, so the browser tests check it. */
async function violations() {
  const result = await axe.run(document.documentElement, {
    rules: { 'color-contrast': { enabled: false } },
  });
  return result.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

describe('accessibility (axe-core)', () => {
  it('finds no violations on single and multiple answer questions', async () => {
    const { user } = await startTest();
    await user.click(screen.getByRole('radio', { name: 'has' }));
    expect(await violations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('checkbox', { name: 'run' }));
    expect(await violations()).toEqual([]);
  });

  it('finds no violations on a gap fill', async () => {
    const { user } = await startTest();
    await user.click(screen.getByRole('button', { name: 'All questions' }));
    await user.click(
      screen.getByRole('button', { name: 'Question 3, not answered' }),
    );
    await user.type(
      screen.getByRole('textbox', { name: 'Gap 1 of 2' }),
      'drinks',
    );
    expect(await violations()).toEqual([]);
  });

  it('finds no violations on a match with a pair made and an item chosen', async () => {
    const { user } = await startTest();
    await user.click(screen.getByRole('button', { name: 'All questions' }));
    await user.click(
      screen.getByRole('button', { name: 'Question 4, not answered' }),
    );
    await user.click(
      screen.getByRole('button', { name: '1. I, not matched yet' }),
    );
    await user.click(
      screen.getByRole('button', { name: 'B. are happy, not matched yet' }),
    );
    await user.click(
      screen.getByRole('button', { name: '2. She, not matched yet' }),
    );
    expect(await violations()).toEqual([]);
  });

  it('finds no violations with the overview open and on the submit step', async () => {
    const { user } = await startTest();
    await user.click(screen.getByRole('button', { name: 'All questions' }));
    expect(await violations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Finish the test' }));
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Ready to hand in your test?',
      }),
    ).toBeInTheDocument();
    expect(await violations()).toEqual([]);
  });
});
