import { useMutation } from '@tanstack/react-query';
import { saveDiagnosticTest, type DiagnosticTestSubmission } from '@gp/api';
import { apiRequest } from '../../../lib/api-client';

/**
 * PUT /api/v2/StudentDiagnosticTest/Save/ (spec 01 §7): the server scores the
 * test and answers its summary; the idempotency key makes a retry safe.
 */
export function saveDiagnosticTestRequest(body: DiagnosticTestSubmission) {
  return apiRequest(saveDiagnosticTest, { body });
}

export function useSaveDiagnosticTest() {
  return useMutation({ mutationFn: saveDiagnosticTestRequest });
}
