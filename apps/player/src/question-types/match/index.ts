import type { MatchResponse } from '@gp/domain';
import type { QuestionTypeDefinition } from '../question-type';
import { MatchQuestion } from './match-question';
import { emptyMatch, matchState, restoreMatch } from './match-links';

export const matchType: QuestionTypeDefinition<'match', MatchResponse> = {
  type: 'match',
  emptyResponse: emptyMatch,
  answerState: matchState,
  restore: restoreMatch,
  Renderer: MatchQuestion,
};
