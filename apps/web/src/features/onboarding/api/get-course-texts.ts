import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCourseTexts, type CultureCode } from '@gp/api';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/v2/CourseTexts/: the intro and welcome explainers and the purchase-guide texts, in one language. */
export function courseTextsQueryOptions(cultureCode: CultureCode) {
  return queryOptions({
    queryKey: ['course-texts', cultureCode],
    queryFn: () => apiRequest(getCourseTexts, { query: { cultureCode } }),
    staleTime: 30 * 60_000,
  });
}

/** The texts in the interface language: a language change loads them again (spec 01 §2 gp_intro). */
export function useCourseTexts(cultureCode: CultureCode) {
  return useQuery(courseTextsQueryOptions(cultureCode));
}
