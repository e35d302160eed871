import type { QuestionOf } from '../question-type';

/** "She ___ milk and ___ tea." with two gaps. */
export function gapFillQuestion(
  overrides: Partial<QuestionOf<'gapFill'>> = {},
): QuestionOf<'gapFill'> {
  return {
    type: 'gapFill',
    questionKey: 'gf-1',
    items: [
      { isGap: false, text: 'She ' },
      { isGap: true, gapIndex: 0 },
      { isGap: false, text: ' milk and ' },
      { isGap: true, gapIndex: 1 },
      { isGap: false, text: ' tea.' },
    ],
    gapCount: 2,
    compassTags: [],
    ...overrides,
  };
}
