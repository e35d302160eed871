import type { GapFillResponse } from '@gp/domain';
import type { QuestionTypeDefinition } from '../question-type';
import { GapFillQuestion } from './gap-fill-question';
import {
  emptyGapFill,
  gapFillState,
  restoreGapFill,
} from './gap-fill-response';

export const gapFillType: QuestionTypeDefinition<'gapFill', GapFillResponse> = {
  type: 'gapFill',
  emptyResponse: emptyGapFill,
  answerState: gapFillState,
  restore: restoreGapFill,
  Renderer: GapFillQuestion,
};
