import type { QuestionOf } from '../question-type';

/** A multiple-select question as the player receives it (no key). */
export function multipleSelectQuestion(
  overrides: Partial<QuestionOf<'multipleSelect'>> = {},
): QuestionOf<'multipleSelect'> {
  return {
    type: 'multipleSelect',
    questionKey: 'ms-1',
    prompt: 'She ___ a cat.',
    numAnswers: 1,
    options: [{ text: 'has' }, { text: 'have' }, { text: 'having' }],
    compassTags: [],
    ...overrides,
  };
}

/** Choose two of four. */
export function twoAnswerQuestion(
  overrides: Partial<QuestionOf<'multipleSelect'>> = {},
): QuestionOf<'multipleSelect'> {
  return multipleSelectQuestion({
    questionKey: 'ms-2',
    prompt: 'Which words are verbs?',
    numAnswers: 2,
    options: [
      { text: 'run' },
      { text: 'blue' },
      { text: 'swim' },
      { text: 'table' },
    ],
    ...overrides,
  });
}
