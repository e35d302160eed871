import { useMutation, useQueries, useQueryClient } from '@tanstack/react-query';
import {
  getStudentReport,
  saveStudentReport,
  type CultureCode,
  type StudentReport,
} from '@gp/api';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/v2/StudentReport/<cultureCode> (DESIGN.md §3b): the report's link in one language. */
export function fetchStudentReport(
  culture: CultureCode,
): Promise<StudentReport> {
  return apiRequest(
    {
      ...getStudentReport,
      path: getStudentReport.path.replace(':CultureCode', culture),
    },
    {},
  );
}

/** The report in each language version (spec 02 §4 Study report: the link per language version). */
export function useStudentReports(
  userId: string,
  cultures: readonly CultureCode[],
) {
  return useQueries({
    queries: cultures.map((culture) => ({
      queryKey: ['student-report', userId, culture],
      queryFn: () => fetchStudentReport(culture),
      staleTime: 60_000,
    })),
  });
}

/**
 * PUT /api/v2/StudentReport/Save/ (body: the key): opening the report marks
 * it read (spec 02 §4). A failure is only logged (spec 02 §8), which the API
 * client's failure report does.
 */
export function useMarkReportRead(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (key: string) => apiRequest(saveStudentReport, { body: key }),
    onSuccess: () =>
      client.invalidateQueries({ queryKey: ['student-report', userId] }),
  });
}
