import type { MatchResponse } from '@gp/domain';
import { z } from 'zod';
import type { AnswerState, QuestionOf } from '../question-type';

type Question = QuestionOf<'match'>;

export function emptyMatch(question: Question): MatchResponse {
  return { links: question.presets.map(() => null) };
}

export function matchState(
  question: Question,
  response: MatchResponse,
): AnswerState {
  const linked = response.links.filter((l) => l !== null).length;
  if (linked === 0) return 'empty';
  return linked < Math.min(question.presets.length, question.answers.length)
    ? 'partial'
    : 'complete';
}

/**
 * Links a left item to a right item. A right item fits one left item only
 * (packages/domain scoreMatch rejects a doubly used answer), so a right item
 * linked again moves its link; linking an existing pair again undoes it.
 */
export function toggleLink(
  response: MatchResponse,
  left: number,
  right: number,
): MatchResponse {
  if (response.links[left] === right) return unlink(response, left);
  return {
    links: response.links.map((l, i) =>
      i === left ? right : l === right ? null : l,
    ),
  };
}

export function unlink(response: MatchResponse, left: number): MatchResponse {
  return { links: response.links.map((l, i) => (i === left ? null : l)) };
}

/** The left item linked to a right item, or -1. */
export function leftOf(response: MatchResponse, right: number): number {
  return response.links.indexOf(right);
}

/** Right items are lettered A, B, C... so a pair reads "1 – C" as well as by its colour. */
export function letterOf(right: number): string {
  return right < 26 ? String.fromCharCode(65 + right) : String(right + 1);
}

const Saved = z
  .object({ links: z.array(z.number().int().min(0).nullable()) })
  .strict();

export function restoreMatch(
  question: Question,
  saved: unknown,
): MatchResponse | null {
  const parsed = Saved.safeParse(saved);
  if (!parsed.success) return null;
  const { links } = parsed.data;
  const linked = links.filter((l): l is number => l !== null);
  const fits =
    links.length === question.presets.length &&
    linked.every((l) => l < question.answers.length) &&
    new Set(linked).size === linked.length;
  return fits ? { links } : null;
}
