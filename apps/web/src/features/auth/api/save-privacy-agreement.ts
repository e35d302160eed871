import { PRODUCT_ID, savePrivacyAgreement } from '@gp/api';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/v2/PrivacyPolicy/StudentPrivacyPolicyAgreement/: the student agrees to a document. */
export function savePrivacyAgreementRequest(
  documentId: string,
  token?: string,
) {
  return apiRequest(savePrivacyAgreement, {
    body: { Product: PRODUCT_ID, PrivacyDocumentId: documentId },
    token,
  });
}
