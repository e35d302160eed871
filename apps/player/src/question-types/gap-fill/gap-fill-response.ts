import type { GapFillResponse } from '@gp/domain';
import { z } from 'zod';
import type { AnswerState, QuestionOf } from '../question-type';

type Question = QuestionOf<'gapFill'>;

/** The longest answer a gap takes (packages/api QuestionResponse). */
export const GAP_MAX_LENGTH = 200;

export function emptyGapFill(question: Question): GapFillResponse {
  return { answers: Array.from({ length: question.gapCount }, () => null) };
}

export function isBlank(answer: string | null | undefined): boolean {
  return answer === null || answer === undefined || answer.trim() === '';
}

export function gapFillState(
  question: Question,
  response: GapFillResponse,
): AnswerState {
  const filled = response.answers.filter((a) => !isBlank(a)).length;
  if (filled === 0) return 'empty';
  return filled < question.gapCount ? 'partial' : 'complete';
}

/** The answers after the student types in a gap; an emptied gap is null (not answered). */
export function typeInGap(
  response: GapFillResponse,
  gapIndex: number,
  text: string,
): GapFillResponse {
  if (gapIndex < 0 || gapIndex >= response.answers.length) return response;
  const answers = [...response.answers];
  answers[gapIndex] = text === '' ? null : text.slice(0, GAP_MAX_LENGTH);
  return { answers };
}

const Saved = z
  .object({ answers: z.array(z.string().max(GAP_MAX_LENGTH).nullable()) })
  .strict();

export function restoreGapFill(
  question: Question,
  saved: unknown,
): GapFillResponse | null {
  const parsed = Saved.safeParse(saved);
  if (!parsed.success || parsed.data.answers.length !== question.gapCount)
    return null;
  return parsed.data;
}
