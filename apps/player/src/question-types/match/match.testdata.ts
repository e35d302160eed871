import type { QuestionOf } from '../question-type';

/** Three left items and their three right items, shown shuffled. */
export function matchQuestion(
  overrides: Partial<QuestionOf<'match'>> = {},
): QuestionOf<'match'> {
  return {
    type: 'match',
    questionKey: 'mt-1',
    prompt: 'Match the halves.',
    presets: [{ text: 'I' }, { text: 'She' }, { text: 'They' }],
    answers: [
      { text: 'is happy' },
      { text: 'are happy' },
      { text: 'am happy' },
    ],
    compassTags: [],
    ...overrides,
  };
}
