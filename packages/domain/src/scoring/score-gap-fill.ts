import { invalid, points, type ScoreResult } from './score-result';

/** One entry per gap, in order; '' or null is a gap not answered. */
export interface GapFillResponse {
  answers: (string | null)[];
}

export interface GapFillKey {
  type: 'gapFill';
  questionKey: string;
  /** Accepted answers of each gap (the first is the one shown in reviews). */
  gaps: string[][];
}

const APOSTROPHES = /[\u2018\u2019\u201B\u02BC\u02B9\u2032\u0060\u00B4]/g;

/**
 * The form compared: lower case, trimmed, runs of spaces as one space, curly
 * and other apostrophe look-alikes as the straight apostrophe.
 */
export function normalizeGapAnswer(text: string): string {
  return text
    .normalize('NFC')
    .replace(APOSTROPHES, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

// spec 01 §5: correct when the lowercased answer equals the lowercased trimmed input;
// issue 3 adds listed alternatives and apostrophe/space leniency.
export function isGapAnswerCorrect(
  input: string | null,
  accepted: readonly string[],
): boolean {
  if (input === null) return false;
  const given = normalizeGapAnswer(input);
  if (given === '') return false;
  return accepted.some((a) => normalizeGapAnswer(a) === given);
}

/** One point per gap. */
export function scoreGapFill(
  response: GapFillResponse,
  key: GapFillKey,
): ScoreResult {
  const answers: unknown = (response as Partial<GapFillResponse> | null)
    ?.answers;
  if (!Array.isArray(answers))
    return invalid('answers must be a list with one entry per gap');
  if (answers.length !== key.gaps.length)
    return invalid('one answer per gap is required');
  if (!answers.every((a) => a === null || typeof a === 'string')) {
    return invalid('each answer must be text or null');
  }
  const score = key.gaps.filter((accepted, i) =>
    isGapAnswerCorrect(answers[i] as string | null, accepted),
  ).length;
  return points(score, key.gaps.length);
}
