import type {
  GapFillQuestion,
  LocalizedText,
  MatchQuestion,
  MultipleSelectQuestion,
} from './question';

export const explanation: LocalizedText = {
  en: 'Because.',
  zh: '因为。',
  ru: 'Потому что.',
  id: 'Karena.',
};

export function multipleSelect(
  overrides: Partial<MultipleSelectQuestion> = {},
): MultipleSelectQuestion {
  return {
    key: 'q-ms',
    type: 'multipleSelect',
    prompt: 'Look! The baby ___ .',
    numAnswers: 1,
    options: [
      { text: 'is sleeping', correct: true },
      { text: 'sleeping' },
      { text: 'are sleeping' },
    ],
    explanation,
    tags: ['is-ing'],
    ...overrides,
  };
}

export function gapFill(
  overrides: Partial<GapFillQuestion> = {},
): GapFillQuestion {
  return {
    key: 'q-gf',
    type: 'gapFill',
    text: "We [[are playing|'re playing]] (play) and she [[doesn't|does not]] (not) care.",
    explanation,
    tags: ['are-ing'],
    ...overrides,
  };
}

export function match(overrides: Partial<MatchQuestion> = {}): MatchQuestion {
  return {
    key: 'q-m',
    type: 'match',
    pairs: [
      { left: 'I', right: 'am running.' },
      { left: 'He', right: 'is running.' },
      { left: 'You', right: 'are running.' },
    ],
    explanation,
    tags: ['be-ing'],
    ...overrides,
  };
}
