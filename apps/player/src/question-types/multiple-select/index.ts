import type { MultipleSelectResponse } from '@gp/domain';
import type { QuestionTypeDefinition } from '../question-type';
import { MultipleSelectQuestion } from './multiple-select-question';
import {
  emptyMultipleSelect,
  multipleSelectState,
  restoreMultipleSelect,
} from './multiple-select-response';

export const multipleSelectType: QuestionTypeDefinition<
  'multipleSelect',
  MultipleSelectResponse
> = {
  type: 'multipleSelect',
  emptyResponse: emptyMultipleSelect,
  answerState: multipleSelectState,
  restore: restoreMultipleSelect,
  Renderer: MultipleSelectQuestion,
};
