import type { GapFillResponse } from '@gp/domain';
import { screen } from '../../testing/testing-library';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Controlled, renderWithI18n } from '../../testing/render';
import { GapFillQuestion } from './gap-fill-question';
import { gapFillState, restoreGapFill } from './gap-fill-response';
import { gapFillQuestion } from './gap-fill.testdata';

async function renderQuestion(
  initial: GapFillResponse = { answers: [null, null] },
) {
  const onResponse = vi.fn<(r: GapFillResponse) => void>();
  renderWithI18n(
    <Controlled initial={initial} onResponse={onResponse}>
      {(response, onChange) => (
        <GapFillQuestion
          question={gapFillQuestion()}
          response={response}
          onChange={onChange}
        />
      )}
    </Controlled>,
  );
  return { onResponse, user: userEvent.setup() };
}

describe('gap fill', () => {
  it('shows the sentence with an input per gap labelled "Gap n of N"', async () => {
    await renderQuestion();
    expect(screen.getByText(/She/)).toBeInTheDocument();
    expect(
      screen.getByRole('textbox', { name: 'Gap 1 of 2' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('textbox', { name: 'Gap 2 of 2' }),
    ).toBeInTheDocument();
  });

  it('keeps the device from capitalising, correcting or spell-checking an answer', async () => {
    await renderQuestion();
    const input = screen.getByRole('textbox', { name: 'Gap 1 of 2' });
    expect(input).toHaveAttribute('autocapitalize', 'off');
    expect(input).toHaveAttribute('autocorrect', 'off');
    expect(input).toHaveAttribute('spellcheck', 'false');
  });

  it('answers with one entry per gap, null for a gap left empty', async () => {
    const { onResponse, user } = await renderQuestion();
    await user.type(
      screen.getByRole('textbox', { name: 'Gap 2 of 2' }),
      "doesn't like",
    );
    expect(onResponse).toHaveBeenLastCalledWith({
      answers: [null, "doesn't like"],
    });
    await user.clear(screen.getByRole('textbox', { name: 'Gap 2 of 2' }));
    expect(onResponse).toHaveBeenLastCalledWith({ answers: [null, null] });
  });

  it('shows restored answers in their gaps', async () => {
    await renderQuestion({ answers: ['drinks', null] });
    expect(screen.getByRole('textbox', { name: 'Gap 1 of 2' })).toHaveValue(
      'drinks',
    );
  });

  it('counts a question with some gaps filled as partly answered', () => {
    const question = gapFillQuestion();
    expect(gapFillState(question, { answers: [null, '  '] })).toBe('empty');
    expect(gapFillState(question, { answers: ['a', null] })).toBe('partial');
    expect(gapFillState(question, { answers: ['a', 'b'] })).toBe('complete');
  });

  it('restores saved answers only with one entry per gap', () => {
    const question = gapFillQuestion();
    expect(restoreGapFill(question, { answers: ['a', null] })).toEqual({
      answers: ['a', null],
    });
    expect(restoreGapFill(question, { answers: ['a'] })).toBeNull();
    expect(restoreGapFill(question, { answers: [1, 2] })).toBeNull();
  });
});
