import type { QuestionResponse } from '@gp/api';
import { emptyResponse, restoreResponse } from '../question-types/registry';
import type { SavedTest } from '../storage/saved-test';
import type { Timings } from './question-clock';
import type { QuestionEntry } from './question-entries';

/** Where a test starts: fresh, or where the student was before a reload or crash. */
export interface SessionStart {
  responses: Record<string, QuestionResponse>;
  /** The question shown; entries.length is the submit step. */
  index: number;
  timings: Timings;
  resumed: boolean;
}

export function freshSession(entries: readonly QuestionEntry[]): SessionStart {
  return {
    responses: Object.fromEntries(
      entries.map((e) => [e.id, emptyResponse(e.question)]),
    ),
    index: 0,
    timings: {},
    resumed: false,
  };
}

function sameQuestions(
  entries: readonly QuestionEntry[],
  saved: SavedTest,
): boolean {
  return (
    saved.questionIds.length === entries.length &&
    entries.every((e, i) => saved.questionIds[i] === e.id)
  );
}

/**
 * The saved answers for these questions: a record made for other questions
 * is ignored, and so is any single response that no longer fits its question.
 */
export function restoreSession(
  entries: readonly QuestionEntry[],
  saved: SavedTest | null,
): SessionStart {
  const fresh = freshSession(entries);
  if (saved === null || entries.length === 0 || !sameQuestions(entries, saved))
    return fresh;
  const responses = Object.fromEntries(
    entries.map((e) => [
      e.id,
      restoreResponse(e.question, saved.responses[e.id]) ??
        emptyResponse(e.question),
    ]),
  );
  const timings = Object.fromEntries(
    entries.flatMap((e) => {
      const timing = saved.timings[e.id];
      return timing === undefined ? [] : [[e.id, timing]];
    }),
  );
  return {
    responses,
    index: Math.min(saved.currentIndex, entries.length),
    timings,
    resumed: true,
  };
}
