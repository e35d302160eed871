import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  PRODUCT_ID,
  getPrivacyPolicyDocument,
  type CultureCode,
} from '@gp/api';
import { apiRequest } from '../api-client';

/**
 * GET /api/v2/PrivacyPolicy/PrivacyPolicyDocuments/ (no token; spec 01 §7):
 * the login's privacy overlay, the welcome page's privacy text and the
 * purchase guide's policy content.
 */
export function getPrivacyDocumentRequest(cultureCode: CultureCode) {
  return apiRequest(getPrivacyPolicyDocument, {
    query: { product: PRODUCT_ID, cultureCode },
  });
}

export function privacyDocumentQueryOptions(cultureCode: CultureCode) {
  return queryOptions({
    queryKey: ['privacy-document', cultureCode],
    queryFn: () => getPrivacyDocumentRequest(cultureCode),
    staleTime: 10 * 60_000,
  });
}

export function usePrivacyDocument(cultureCode: CultureCode) {
  return useQuery(privacyDocumentQueryOptions(cultureCode));
}
