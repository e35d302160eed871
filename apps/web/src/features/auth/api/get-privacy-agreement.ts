import { queryOptions } from '@tanstack/react-query';
import { PRODUCT_ID, getPrivacyAgreement, type CultureCode } from '@gp/api';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/v2/PrivacyPolicy/StudentPrivacyPolicyAgreement/ (spec 01 §7). */
export function getPrivacyAgreementRequest(
  cultureCode: CultureCode,
  token?: string,
) {
  return apiRequest(getPrivacyAgreement, {
    query: { product: PRODUCT_ID, cultureCode },
    token,
  });
}

export function privacyAgreementQueryOptions(
  userId: string,
  cultureCode: CultureCode,
  token?: string,
) {
  return queryOptions({
    queryKey: ['privacy-agreement', userId, cultureCode],
    queryFn: () => getPrivacyAgreementRequest(cultureCode, token),
    staleTime: 0,
  });
}
