import { isNonBlankString } from '../common/guards';

// spec 01 §5: the log-in button and the Enter shortcut need non-blank username and password;
// the button is disabled while loading and Enter also needs no error present.
export function canSubmitLogin(state: {
  userName: string;
  password: string;
  loading: boolean;
  hasError?: boolean;
  viaEnter?: boolean;
}): boolean {
  if (state.loading) return false;
  if (state.viaEnter && state.hasError) return false;
  return state.userName.trim() !== '' && state.password.trim() !== '';
}

export type SignInOutcome =
  /** spec 01 §8: "Your username and password do not match" (the text is the web's locale files'). */
  | { type: 'loginFailed' }
  | { type: 'throttled' }
  | { type: 'error'; errorStatus: 1 }
  | { type: 'tooManyDevices' }
  | { type: 'continue' };

// spec 01 §4 Login flow 1-2: 401 shows the failure message; other failures set error 1;
// a SessionList at the device limit shows too many devices; otherwise continue.
// DESIGN.md §4 Brute force: a throttled sign-in (429) shows its own clear message instead of error 1.
export function signInOutcome(response: {
  status: number;
  sessionCount?: number;
  token?: string | null;
}): SignInOutcome {
  if (response.status === 401) return { type: 'loginFailed' };
  if (response.status === 429) return { type: 'throttled' };
  if (response.status < 200 || response.status >= 300)
    return { type: 'error', errorStatus: 1 };
  // DESIGN.md §4: a refused sixth sign-in answers an empty Token with the 5
  // sessions. The fifth sign-in succeeds with a token and 5 sessions listed, so
  // the count alone does not decide (spec 01 §4's "reaches the limit" is read
  // as "the server refused a session").
  if (!isNonBlankString(response.token)) return { type: 'tooManyDevices' };
  return { type: 'continue' };
}

/** spec 01 §4 Login flow error statuses: 1 sign-in, 2 profile, 3 privacy agreement read, 4 privacy agreement save. */
export type LoginErrorStatus = 1 | 2 | 3 | 4;

/** The step of the login flow that failed. */
export type LoginFailure =
  'signIn' | 'profile' | 'agreementRead' | 'agreementSave';

/** spec 01 §4 Login flow: the error status each failed step sets (the student reads its own message). */
export const LOGIN_ERROR_STATUS = {
  signIn: 1,
  profile: 2,
  agreementRead: 3,
  agreementSave: 4,
} as const satisfies Record<LoginFailure, LoginErrorStatus>;

// spec 01 §4 Login flow 5: retry logs out unless the error was 4, then clears the error.
export function loginRetry(errorStatus: LoginErrorStatus): {
  logout: boolean;
  clearError: true;
} {
  return { logout: errorStatus !== 4, clearError: true };
}

/** spec 01 §4: what entering from another website carries. */
export interface ExternalEntry {
  fromOtherSite: boolean;
  token?: string | null;
  userId?: string | null;
  englishFirstName?: string | null;
  marketRegion?: number | null;
}

// spec 01 §4: with the URL flag and token, user id, English first name and market region,
// the student is stored; otherwise logged out.
export function externalEntryDecision(entry: ExternalEntry):
  | {
      type: 'store';
      token: string;
      userId: string;
      englishFirstName: string;
      marketRegion: number;
    }
  | { type: 'logout' }
  | { type: 'none' } {
  if (!entry.fromOtherSite) return { type: 'none' };
  const { token, userId, englishFirstName, marketRegion } = entry;
  if (
    isNonBlankString(token) &&
    isNonBlankString(userId) &&
    isNonBlankString(englishFirstName) &&
    typeof marketRegion === 'number' &&
    Number.isFinite(marketRegion)
  ) {
    return { type: 'store', token, userId, englishFirstName, marketRegion };
  }
  return { type: 'logout' };
}

/** DESIGN.md §3 error codes that end the session (spec 01 §4: invalid token or identification). */
export function isLogoutCode(code: string | null | undefined): boolean {
  return code === 'InvalidToken' || code === 'InvalidIdentification';
}
