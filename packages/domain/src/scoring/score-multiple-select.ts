import {
  areIndexes,
  hasNoDuplicates,
  invalid,
  points,
  type ScoreResult,
} from './score-result';

/** The options the student selected, as indexes into the options shown. */
export interface MultipleSelectResponse {
  selected: number[];
}

/** What the server keeps to score a multiple-select question. */
export interface MultipleSelectKey {
  type: 'multipleSelect';
  questionKey: string;
  numAnswers: number;
  optionCount: number;
  /** Indexes (in the order shown) of the correct options. */
  correct: number[];
}

// spec 01 §5 / spec 02 §5: total is numAnswers, score the count of selected answers.
// Fix on top of the spec (issue 3): selecting more than numAnswers scores 0, else selecting everything wins.
export function scoreMultipleSelect(
  response: MultipleSelectResponse,
  key: MultipleSelectKey,
): ScoreResult {
  const selected: unknown = (response as Partial<MultipleSelectResponse> | null)
    ?.selected;
  if (!Array.isArray(selected))
    return invalid('selected must be a list of option indexes');
  if (!areIndexes(selected, key.optionCount))
    return invalid('selected option out of range');
  if (!hasNoDuplicates(selected)) return invalid('an option is selected twice');
  const total = key.numAnswers;
  if (selected.length > key.numAnswers) return points(0, total);
  const correct = new Set(key.correct);
  const score = selected.filter((i) => correct.has(i as number)).length;
  return points(score, total);
}
