import { screen } from '../testing/testing-library';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AnswerState } from '../question-types/question-type';
import { renderWithI18n } from '../testing/render';
import { QuestionOverview } from './question-overview';

const states: AnswerState[] = Array.from({ length: 100 }, (_, i) =>
  i === 0 ? 'complete' : 'empty',
);

describe('the question overview of a 100-question test (issue 16)', () => {
  it('builds no question buttons while closed, so the first question does not wait for them', async () => {
    renderWithI18n(
      <QuestionOverview
        states={states}
        current={0}
        onJump={vi.fn()}
        onFinish={vi.fn()}
      />,
    );
    expect(
      screen.getByRole('button', { name: 'All questions' }),
    ).toHaveAttribute('aria-expanded', 'false');
    expect(
      screen.queryAllByRole('button', { name: /^Question \d+,/, hidden: true }),
    ).toHaveLength(0);
  });

  it('shows every question, its state and the current one once opened', async () => {
    const onJump = vi.fn();
    renderWithI18n(
      <QuestionOverview
        states={states}
        current={0}
        onJump={onJump}
        onFinish={vi.fn()}
      />,
    );
    await userEvent.click(
      screen.getByRole('button', { name: 'All questions' }),
    );
    expect(
      screen.getAllByRole('button', { name: /^Question \d+,/ }),
    ).toHaveLength(100);
    expect(
      screen.getByRole('button', { name: 'Question 1, answered' }),
    ).toHaveAttribute('aria-current', 'step');
    await userEvent.click(
      screen.getByRole('button', { name: 'Question 100, not answered' }),
    );
    expect(onJump).toHaveBeenCalledWith(99);
    expect(
      screen.getByRole('button', { name: 'All questions' }),
    ).toHaveAttribute('aria-expanded', 'false');
  });
});
