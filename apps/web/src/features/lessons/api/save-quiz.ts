import { useMutation } from '@tanstack/react-query';
import { saveQuiz, type LessonSubmission } from '@gp/api';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/v2/RemediationLesson/Save/ (spec 02 §7): the server scores the
 * quiz and answers the lesson's result; the idempotency key makes a retry or
 * a doubled submit safe (DESIGN.md §4).
 */
export function saveQuizRequest(body: LessonSubmission) {
  return apiRequest(saveQuiz, { body });
}

export function useSaveQuiz() {
  return useMutation({ mutationFn: saveQuizRequest });
}
