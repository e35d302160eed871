import type { MultipleSelectResponse } from '@gp/domain';
import { z } from 'zod';
import type { AnswerState, QuestionOf } from '../question-type';

type Question = QuestionOf<'multipleSelect'>;

export function emptyMultipleSelect(): MultipleSelectResponse {
  return { selected: [] };
}

/** More than one answer to choose means checkboxes; one means radio buttons. */
export function choosesMany(question: Question): boolean {
  return question.numAnswers > 1;
}

export function multipleSelectState(
  question: Question,
  response: MultipleSelectResponse,
): AnswerState {
  if (response.selected.length === 0) return 'empty';
  return response.selected.length < Math.max(1, question.numAnswers)
    ? 'partial'
    : 'complete';
}

/**
 * The selection after the student toggles an option, or 'limit' when it would
 * go past numAnswers: selecting more scores 0 (packages/domain scoreMultipleSelect),
 * so the player never sends it.
 */
export function toggleOption(
  question: Question,
  response: MultipleSelectResponse,
  index: number,
  checked: boolean,
): MultipleSelectResponse | 'limit' {
  if (!choosesMany(question)) return { selected: checked ? [index] : [] };
  const others = response.selected.filter((i) => i !== index);
  if (!checked) return { selected: others };
  if (others.length >= question.numAnswers) return 'limit';
  return { selected: [...others, index].sort((a, b) => a - b) };
}

const Saved = z.object({ selected: z.array(z.number().int().min(0)) }).strict();

export function restoreMultipleSelect(
  question: Question,
  saved: unknown,
): MultipleSelectResponse | null {
  const parsed = Saved.safeParse(saved);
  if (!parsed.success) return null;
  const { selected } = parsed.data;
  const fits =
    selected.every((i) => i < question.options.length) &&
    new Set(selected).size === selected.length &&
    selected.length <= Math.max(1, question.numAnswers);
  return fits ? { selected } : null;
}
