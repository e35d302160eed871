import {
  areIndexes,
  hasNoDuplicates,
  invalid,
  points,
  type ScoreResult,
} from './score-result';

/**
 * For each preset (left item, in the order shown), the index of the answer
 * (right item, in the order shown) it is linked to, or null when unlinked.
 */
export interface MatchResponse {
  links: (number | null)[];
}

export interface MatchKey {
  type: 'match';
  questionKey: string;
  /** For each preset, the index of its correct answer in the order shown. */
  answers: number[];
}

// spec 01 §5: total is the number of answers, score the presets whose linked value equals the answer.
export function scoreMatch(
  response: MatchResponse,
  key: MatchKey,
): ScoreResult {
  const links: unknown = (response as Partial<MatchResponse> | null)?.links;
  if (!Array.isArray(links))
    return invalid('links must be a list with one entry per preset');
  if (links.length !== key.answers.length)
    return invalid('one link per preset is required');
  const linked = links.filter((l) => l !== null);
  if (!areIndexes(linked, key.answers.length))
    return invalid('linked answer out of range');
  // Each answer fits exactly one preset, so a doubly used answer means a broken client.
  if (!hasNoDuplicates(links)) return invalid('an answer is linked twice');
  const score = key.answers.filter((answer, i) => links[i] === answer).length;
  return points(score, key.answers.length);
}
