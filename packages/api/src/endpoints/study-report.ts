import { z } from 'zod';
import { defineEndpoint } from '../define-endpoint';
import { CultureCode, Success, text } from '../common';
import { lazySchema } from '../lazy-schema';

/**
 * spec 02 §3 Student report, DESIGN.md §3b: the student's monthly study
 * report in one language. `Key` and `Url` are empty until the first test is
 * taken; `Month` (YYYY-MM) says which month it reports, the month so far
 * until the first month ends. The Url opens without signing in.
 */
export const StudentReport = lazySchema(() =>
  z.object({
    Key: z.string(),
    Url: z.string(),
    IsRead: z.boolean(),
    Month: z.string(),
  }),
);
export type StudentReport = z.infer<typeof StudentReport>;

/** GET /api/v2/StudentReport/<cultureCode> (spec 02 §7: culture code appended). */
export const getStudentReport = defineEndpoint({
  method: 'GET',
  path: '/api/v2/StudentReport/:CultureCode',
  auth: true,
  body: undefined,
  query: undefined,
  params: lazySchema(() => z.object({ CultureCode })),
  response: StudentReport,
});

/** PUT /api/v2/StudentReport/Save/ (body: the report key as a JSON string): marks it read. */
export const saveStudentReport = defineEndpoint({
  method: 'PUT',
  path: '/api/v2/StudentReport/Save/',
  auth: true,
  body: lazySchema(() => text().trim().min(1).max(100)),
  query: undefined,
  response: Success,
});
