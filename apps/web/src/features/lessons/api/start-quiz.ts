import { startQuiz, type LessonStart } from '@gp/api';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/v2/RemediationLesson/Start/ (spec 02 §7): the start key the quiz's save carries. */
export function startQuizRequest(body: LessonStart): Promise<string> {
  return apiRequest(startQuiz, { body });
}
