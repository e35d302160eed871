import { startPractice, type LessonStart } from '@gp/api';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/v2/RemediationLessonPractice/Start/ (spec 02 §7): the start key the practice's save carries. */
export function startPracticeRequest(body: LessonStart): Promise<string> {
  return apiRequest(startPractice, { body });
}
