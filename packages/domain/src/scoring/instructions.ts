import type { QuestionType } from './question';

// spec 01 §5 / spec 02 §5: instruction texts are forced for multiple select and match.
// Gap fill has no forced text in the spec; ours keeps the activities consistent.
const INSTRUCTIONS: Readonly<Record<QuestionType, string>> = {
  multipleSelect: 'Choose the correct answers.',
  gapFill: 'Complete the sentences.',
  match: 'Match the correct answers.',
};

export function instructionText(type: QuestionType): string {
  return INSTRUCTIONS[type];
}
