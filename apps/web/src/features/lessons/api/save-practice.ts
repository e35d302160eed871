import { savePractice, type LessonSubmission } from '@gp/api';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/v2/RemediationLessonPractice/Save/ (spec 02 §7): one finished
 * practice activity (spec 02 §4: each upload item is tried once); answers
 * the lesson's practice progress. The idempotency key makes a doubled save safe.
 */
export function savePracticeRequest(body: LessonSubmission) {
  return apiRequest(savePractice, { body });
}
