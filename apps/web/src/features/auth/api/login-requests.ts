// The requests of the login flow in one module, which use-login-flow loads
// when the student starts to sign in: the wire contract's zod schemas are not
// part of the first page (issue 16, decision 017).
export { signInRequest } from './sign-in';
export { endSessionsRequest } from './end-sessions';
export { privacyAgreementQueryOptions } from './get-privacy-agreement';
export { savePrivacyAgreementRequest } from './save-privacy-agreement';
export { studentProfileQueryOptions } from '../../../lib/api/get-student-profile';
