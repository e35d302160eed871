import type { ComponentType } from 'react';
import type { PublicQuestion } from '@gp/api';

/** How far a question is answered: drives the overview, the progress count and the submit step. */
export type AnswerState = 'empty' | 'partial' | 'complete';

export type QuestionTypeName = PublicQuestion['type'];

export type QuestionOf<K extends QuestionTypeName> = Extract<
  PublicQuestion,
  { type: K }
>;

export interface QuestionRendererProps<Q, R> {
  question: Q;
  response: R;
  onChange: (response: R) => void;
}

/**
 * One question type of the registry (STYLE.md rule 6): its response shape is
 * exactly what packages/domain's scorer for the type takes.
 */
export interface QuestionTypeDefinition<K extends QuestionTypeName, R> {
  type: K;
  emptyResponse(question: QuestionOf<K>): R;
  answerState(question: QuestionOf<K>, response: R): AnswerState;
  /** A saved response if it still fits the question (shape and ranges), else null. */
  restore(question: QuestionOf<K>, saved: unknown): R | null;
  Renderer: ComponentType<QuestionRendererProps<QuestionOf<K>, R>>;
}
