import { screen } from '../testing/testing-library';
import { describe, expect, it } from 'vitest';
import { matchQuestion } from '../question-types/match/match.testdata';
import { twoAnswerQuestion } from '../question-types/multiple-select/multiple-select.testdata';
import { renderWithI18n } from '../testing/render';
import { RightAnswer } from './right-answer';

describe('the right answer shown after practice feedback', () => {
  it('lists the right options of a multiple select in the order shown', async () => {
    renderWithI18n(
      <RightAnswer
        question={twoAnswerQuestion()}
        answerKey={{
          type: 'multipleSelect',
          questionKey: 'ms-2',
          numAnswers: 2,
          optionCount: 4,
          correct: [0, 2],
        }}
      />,
    );
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(
      ['run', 'swim'],
    );
  });

  it('pairs each item of a match with its match, labelled as the question labels them', async () => {
    renderWithI18n(
      <RightAnswer
        question={matchQuestion()}
        answerKey={{ type: 'match', questionKey: 'mt-1', answers: [2, 0, 1] }}
      />,
    );
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(
      ['1. I — C. am happy', '2. She — A. is happy', '3. They — B. are happy'],
    );
  });
});
