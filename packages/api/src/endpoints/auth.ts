import { z } from 'zod';
import { defineEndpoint } from '../define-endpoint';
import { IsoDateTime, MarketRegion, PLATFORM, Success, text } from '../common';
import { lazySchema } from '../lazy-schema';

const UserName = lazySchema(() =>
  text()
    .trim()
    .min(1, 'UserName is required')
    .max(100, 'UserName is at most 100 characters'),
);
const Password = lazySchema(() =>
  text()
    .min(1, 'Password is required')
    .max(200, 'Password is at most 200 characters'),
);

export const SignInRequest = lazySchema(() =>
  z.object({
    UserName,
    Password,
    Platform: z.literal(PLATFORM, { message: `Platform must be ${PLATFORM}` }),
  }),
);

export const UserInfo = lazySchema(() =>
  z.object({
    UserId: text(),
    EnglishFirstName: text(),
    MarketRegion,
  }),
);
export type UserInfo = z.infer<typeof UserInfo>;

export const SessionSummary = lazySchema(() =>
  z.object({
    SessionId: text(),
    /** A readable device label taken from the browser, e.g. "Chrome on Android". */
    Device: text(),
    CreatedStamp: IsoDateTime,
    LastUsedStamp: IsoDateTime,
  }),
);
export type SessionSummary = z.infer<typeof SessionSummary>;

/**
 * A sign-in that would open a sixth session answers an empty Token and the
 * active sessions (DESIGN.md §4 Sessions and devices).
 */
export const SignInResponse = lazySchema(() =>
  z.object({
    Token: text(),
    UserInfo,
    SessionList: z.array(SessionSummary),
  }),
);
export type SignInResponse = z.infer<typeof SignInResponse>;

export const signIn = defineEndpoint({
  method: 'POST',
  path: '/api/v2/Authentication/GP/',
  auth: false,
  body: SignInRequest,
  query: undefined,
  response: SignInResponse,
});

/** Too many devices: end every session of the account (password again), then sign in. */
export const endSessionsAndSignIn = defineEndpoint({
  method: 'POST',
  path: '/api/v2/Authentication/GP/EndSessions/',
  auth: false,
  body: SignInRequest,
  query: undefined,
  response: SignInResponse,
});

export const logout = defineEndpoint({
  method: 'DELETE',
  path: '/api/v1/Token/',
  auth: true,
  body: undefined,
  query: undefined,
  response: Success,
});
