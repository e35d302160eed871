import { call, signIn, type Student } from '../api';

/** Signs a student in and agrees to the current privacy policy, as the first visit asks (spec 01 §4). */
export async function signInAgreed(
  url: string,
  userName: string,
  password: string,
): Promise<Student> {
  const s = await signIn(url, userName, password);
  const path =
    '/api/v2/PrivacyPolicy/StudentPrivacyPolicyAgreement/?product=GrammarPro&cultureCode=en-US';
  const agreement = await call<{
    LatestPrivacyPolicyDocumentResult: { Id: string };
  }>(url, 'GET', path, { token: s.token });
  await call(url, 'POST', path, {
    token: s.token,
    body: {
      Product: 'GrammarPro',
      PrivacyDocumentId: agreement.LatestPrivacyPolicyDocumentResult.Id,
    },
  });
  return s;
}
