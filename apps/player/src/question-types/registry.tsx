import type { PublicQuestion, QuestionResponse } from '@gp/api';
import { gapFillType } from './gap-fill';
import { matchType } from './match';
import { multipleSelectType } from './multiple-select';
import type {
  AnswerState,
  QuestionTypeDefinition,
  QuestionTypeName,
} from './question-type';

/** Every question type the player renders, by the question's type. */
export const questionTypes = {
  multipleSelect: multipleSelectType,
  gapFill: gapFillType,
  match: matchType,
} as const;

// TypeScript cannot correlate a question's type with its definition's response
// through a lookup, so the pairing is asserted here, once: each definition only
// ever receives questions of its own type and the responses it produced.
function definitionOf(
  question: PublicQuestion,
): QuestionTypeDefinition<QuestionTypeName, QuestionResponse> {
  return questionTypes[question.type] as unknown as QuestionTypeDefinition<
    QuestionTypeName,
    QuestionResponse
  >;
}

export function emptyResponse(question: PublicQuestion): QuestionResponse {
  return definitionOf(question).emptyResponse(question);
}

export function answerState(
  question: PublicQuestion,
  response: QuestionResponse,
): AnswerState {
  return definitionOf(question).answerState(question, response);
}

export function restoreResponse(
  question: PublicQuestion,
  saved: unknown,
): QuestionResponse | null {
  return definitionOf(question).restore(question, saved);
}

export function QuestionRenderer({
  question,
  response,
  onChange,
}: {
  question: PublicQuestion;
  response: QuestionResponse;
  onChange: (response: QuestionResponse) => void;
}) {
  const { Renderer } = definitionOf(question);
  return (
    <Renderer question={question} response={response} onChange={onChange} />
  );
}
