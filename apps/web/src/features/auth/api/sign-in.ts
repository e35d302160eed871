import { PLATFORM, signIn, type BodyOf } from '@gp/api';
import { apiRequest } from '../../../lib/api-client';

export type SignInInput = Omit<BodyOf<typeof signIn>, 'Platform'>;

/** POST /api/v2/Authentication/GP/ (spec 01 §7). */
export function signInRequest(input: SignInInput) {
  return apiRequest(signIn, { body: { ...input, Platform: PLATFORM } });
}
