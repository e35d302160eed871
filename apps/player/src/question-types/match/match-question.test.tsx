import type { MatchResponse } from '@gp/domain';
import { screen, within } from '../../testing/testing-library';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Controlled, renderWithI18n } from '../../testing/render';
import { restoreMatch, toggleLink } from './match-links';
import { MatchQuestion } from './match-question';
import { matchQuestion } from './match.testdata';

async function renderQuestion(
  initial: MatchResponse = { links: [null, null, null] },
) {
  const onResponse = vi.fn<(r: MatchResponse) => void>();
  renderWithI18n(
    <Controlled initial={initial} onResponse={onResponse}>
      {(response, onChange) => (
        <MatchQuestion
          question={matchQuestion()}
          response={response}
          onChange={onChange}
        />
      )}
    </Controlled>,
  );
  return { onResponse, user: userEvent.setup() };
}

describe('match', () => {
  it('links a left item to a right item by two clicks and answers with the right index per left item', async () => {
    const { onResponse, user } = await renderQuestion();
    await user.click(
      screen.getByRole('button', { name: '1. I, not matched yet' }),
    );
    expect(
      screen.getByRole('button', { name: '1. I, not matched yet' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await user.click(
      screen.getByRole('button', { name: 'C. am happy, not matched yet' }),
    );
    expect(onResponse).toHaveBeenLastCalledWith({ links: [2, null, null] });
  });

  it('tells screen readers what is linked to what, on both items and in the list of matches', async () => {
    await renderQuestion({ links: [2, null, null] });
    expect(
      screen.getByRole('button', { name: '1. I, matched with C. am happy' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'C. am happy, matched with 1. I' }),
    ).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Your matches' });
    expect(within(list).getByText(/1\. I/)).toHaveTextContent(
      '1. I ⟷ – C. am happy',
    );
  });

  it('is matched by keyboard alone: Tab to an item, Enter, Tab to its match, Space', async () => {
    const { onResponse, user } = await renderQuestion();
    await user.tab();
    expect(
      screen.getByRole('button', { name: '1. I, not matched yet' }),
    ).toHaveFocus();
    await user.tab();
    await user.keyboard('{Enter}');
    await user.tab();
    await user.tab();
    expect(
      screen.getByRole('button', { name: 'A. is happy, not matched yet' }),
    ).toHaveFocus();
    await user.keyboard(' ');
    expect(onResponse).toHaveBeenLastCalledWith({ links: [null, 0, null] });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Matched 2. She with A. is happy.',
    );
  });

  it('also links when the right item is chosen first', async () => {
    const { onResponse, user } = await renderQuestion();
    await user.click(
      screen.getByRole('button', { name: 'B. are happy, not matched yet' }),
    );
    await user.click(
      screen.getByRole('button', { name: '3. They, not matched yet' }),
    );
    expect(onResponse).toHaveBeenLastCalledWith({ links: [null, null, 1] });
  });

  it('moves the link of a right item linked a second time', async () => {
    const { onResponse, user } = await renderQuestion({
      links: [0, null, null],
    });
    await user.click(
      screen.getByRole('button', { name: '2. She, not matched yet' }),
    );
    await user.click(
      screen.getByRole('button', { name: 'A. is happy, matched with 1. I' }),
    );
    expect(onResponse).toHaveBeenLastCalledWith({ links: [null, 0, null] });
  });

  it('undoes a link with its Remove button', async () => {
    const { onResponse, user } = await renderQuestion({ links: [2, 0, null] });
    await user.click(
      screen.getByRole('button', {
        name: 'Remove the match 1. I with C. am happy',
      }),
    );
    expect(onResponse).toHaveBeenLastCalledWith({ links: [null, 0, null] });
    expect(screen.getByRole('status')).toHaveTextContent(
      'The match 1. I with C. am happy is removed.',
    );
  });

  it('undoes a link by linking the same pair again', () => {
    expect(toggleLink({ links: [2, null, null] }, 0, 2)).toEqual({
      links: [null, null, null],
    });
  });

  it('restores saved links only when they fit the question', () => {
    const question = matchQuestion();
    expect(restoreMatch(question, { links: [1, null, 0] })).toEqual({
      links: [1, null, 0],
    });
    expect(restoreMatch(question, { links: [1, 1, null] })).toBeNull();
    expect(restoreMatch(question, { links: [3, null, null] })).toBeNull();
    expect(restoreMatch(question, { links: [null, null] })).toBeNull();
  });
});
