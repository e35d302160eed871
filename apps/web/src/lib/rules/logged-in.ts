import type { SignInResponse } from '@gp/api';

// TODO(domain): switch to `isLoggedIn` from @gp/domain once packages/domain exports it.
/** spec 01 §5: logged in means the student info has user info and a non-empty token. */
export function isLoggedIn(studentInfo: SignInResponse | undefined | null): studentInfo is SignInResponse {
  return !!studentInfo && !!studentInfo.UserInfo && studentInfo.Token.trim() !== '';
}
