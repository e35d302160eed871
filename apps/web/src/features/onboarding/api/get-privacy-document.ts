import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  PRODUCT_ID,
  getPrivacyPolicyDocument,
  type CultureCode,
} from '@gp/api';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /api/v2/PrivacyPolicy/PrivacyPolicyDocuments/ (no token; spec 01 §7):
 * the welcome page's privacy text and the purchase guide's policy content.
 */
export function privacyDocumentQueryOptions(cultureCode: CultureCode) {
  return queryOptions({
    queryKey: ['privacy-document', cultureCode],
    queryFn: () =>
      apiRequest(getPrivacyPolicyDocument, {
        query: { product: PRODUCT_ID, cultureCode },
      }),
    staleTime: 10 * 60_000,
  });
}

export function usePrivacyDocument(cultureCode: CultureCode) {
  return useQuery(privacyDocumentQueryOptions(cultureCode));
}
