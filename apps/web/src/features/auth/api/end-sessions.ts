import { PLATFORM, endSessionsAndSignIn } from '@gp/api';
import { apiRequest } from '../../../lib/api-client';
import type { SignInInput } from './sign-in';

/** POST /api/v2/Authentication/GP/EndSessions/: ends the other sessions (password again) and signs in. */
export function endSessionsRequest(input: SignInInput) {
  return apiRequest(endSessionsAndSignIn, {
    body: { ...input, Platform: PLATFORM },
  });
}
