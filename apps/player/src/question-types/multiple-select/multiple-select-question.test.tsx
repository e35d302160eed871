import type { MultipleSelectResponse } from '@gp/domain';
import { screen } from '../../testing/testing-library';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Controlled, renderWithI18n } from '../../testing/render';
import type { QuestionOf } from '../question-type';
import { MultipleSelectQuestion } from './multiple-select-question';
import {
  restoreMultipleSelect,
  toggleOption,
} from './multiple-select-response';
import {
  multipleSelectQuestion,
  twoAnswerQuestion,
} from './multiple-select.testdata';

async function renderQuestion(
  question: QuestionOf<'multipleSelect'>,
  initial: MultipleSelectResponse = { selected: [] },
) {
  const onResponse = vi.fn<(r: MultipleSelectResponse) => void>();
  renderWithI18n(
    <Controlled initial={initial} onResponse={onResponse}>
      {(response, onChange) => (
        <MultipleSelectQuestion
          question={question}
          response={response}
          onChange={onChange}
        />
      )}
    </Controlled>,
  );
  return { onResponse, user: userEvent.setup() };
}

describe('multiple select', () => {
  it('shows one answer to choose as radio buttons named by their text and answers with the shown index', async () => {
    const { onResponse, user } = await renderQuestion(multipleSelectQuestion());
    expect(screen.queryByRole('checkbox')).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'have' }));
    await user.click(screen.getByRole('radio', { name: 'has' }));
    expect(onResponse).toHaveBeenLastCalledWith({ selected: [0] });
    expect(screen.getByRole('radio', { name: 'has' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'have' })).not.toBeChecked();
    expect(screen.getByText('Choose one answer.')).toBeInTheDocument();
  });

  it('shows the ___ of the prompt as a blank heard as "blank" in the group name', async () => {
    await renderQuestion(multipleSelectQuestion());
    expect(
      screen.getByRole('group', { name: 'She blank a cat.' }),
    ).toBeInTheDocument();
  });

  it('shows several answers to choose as checkboxes with "Choose 2 answers." and sends the sorted shown indexes', async () => {
    const { onResponse, user } = await renderQuestion(twoAnswerQuestion());
    expect(screen.getByText('Choose 2 answers.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'swim' }));
    await user.click(screen.getByRole('checkbox', { name: 'run' }));
    expect(onResponse).toHaveBeenLastCalledWith({ selected: [0, 2] });
    await user.click(screen.getByRole('checkbox', { name: 'swim' }));
    expect(onResponse).toHaveBeenLastCalledWith({ selected: [0] });
  });

  it('refuses a choice past numAnswers, keeps it unchecked and says why', async () => {
    const { onResponse, user } = await renderQuestion(twoAnswerQuestion(), {
      selected: [0, 2],
    });
    await user.click(screen.getByRole('checkbox', { name: 'blue' }));
    expect(screen.getByRole('checkbox', { name: 'blue' })).not.toBeChecked();
    expect(onResponse).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent(
      'You can choose only 2 answers. Uncheck one to choose another.',
    );
    await user.click(screen.getByRole('checkbox', { name: 'run' }));
    await user.click(screen.getByRole('checkbox', { name: 'blue' }));
    expect(onResponse).toHaveBeenLastCalledWith({ selected: [1, 2] });
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('is answered by keyboard alone', async () => {
    const { onResponse, user } = await renderQuestion(twoAnswerQuestion());
    await user.tab();
    await user.keyboard(' ');
    await user.tab();
    await user.tab();
    await user.keyboard(' ');
    expect(onResponse).toHaveBeenLastCalledWith({ selected: [0, 2] });
  });

  it('never produces a selection longer than numAnswers', () => {
    const question = twoAnswerQuestion();
    expect(toggleOption(question, { selected: [1, 3] }, 0, true)).toBe('limit');
    expect(toggleOption(question, { selected: [1] }, 0, true)).toEqual({
      selected: [0, 1],
    });
  });

  it('restores a saved selection only when it fits the question', () => {
    const question = twoAnswerQuestion();
    expect(restoreMultipleSelect(question, { selected: [0, 3] })).toEqual({
      selected: [0, 3],
    });
    expect(restoreMultipleSelect(question, { selected: [4] })).toBeNull();
    expect(restoreMultipleSelect(question, { selected: [0, 1, 2] })).toBeNull();
    expect(restoreMultipleSelect(question, { selected: [1, 1] })).toBeNull();
    expect(restoreMultipleSelect(question, { answers: ['x'] })).toBeNull();
  });
});
