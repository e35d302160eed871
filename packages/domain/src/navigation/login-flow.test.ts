import { describe, expect, it } from 'vitest';
import {
  canSubmitLogin,
  externalEntryDecision,
  isLogoutCode,
  loginRetry,
  signInOutcome,
} from './login-flow';

describe('login flow (spec 01 §4, §5)', () => {
  it('enables log-in only with non-blank username and password, not while loading', () => {
    expect(
      canSubmitLogin({ userName: 'a', password: 'b', loading: false }),
    ).toBe(true);
    expect(
      canSubmitLogin({ userName: ' ', password: 'b', loading: false }),
    ).toBe(false);
    expect(
      canSubmitLogin({ userName: 'a', password: '', loading: false }),
    ).toBe(false);
    expect(
      canSubmitLogin({ userName: 'a', password: 'b', loading: true }),
    ).toBe(false);
    expect(
      canSubmitLogin({
        userName: 'a',
        password: 'b',
        loading: false,
        viaEnter: true,
        hasError: true,
      }),
    ).toBe(false);
    expect(
      canSubmitLogin({
        userName: 'a',
        password: 'b',
        loading: false,
        viaEnter: false,
        hasError: true,
      }),
    ).toBe(true);
  });

  it('reads the sign-in answer: 401, other failure, too many devices, continue', () => {
    expect(signInOutcome({ status: 401 })).toEqual({
      type: 'loginFailed',
    });
    expect(signInOutcome({ status: 500 })).toEqual({
      type: 'error',
      errorStatus: 1,
    });
    // The fifth device signs in: a token comes back with 5 sessions listed.
    expect(signInOutcome({ status: 200, token: 't', sessionCount: 5 })).toEqual(
      { type: 'continue' },
    );
    expect(signInOutcome({ status: 200, token: '', sessionCount: 5 })).toEqual({
      type: 'tooManyDevices',
    });
    expect(signInOutcome({ status: 200, token: 't', sessionCount: 4 })).toEqual(
      { type: 'continue' },
    );
    expect(signInOutcome({ status: 200, token: 't' })).toEqual({
      type: 'continue',
    });
  });

  it('answers a throttled sign-in (429) with its own message, not error 1 (DESIGN.md §4 Brute force)', () => {
    expect(signInOutcome({ status: 429 })).toEqual({ type: 'throttled' });
  });

  it('logs out on retry unless the error was the privacy save (4)', () => {
    expect(loginRetry(1)).toEqual({ logout: true, clearError: true });
    expect(loginRetry(2).logout).toBe(true);
    expect(loginRetry(3).logout).toBe(true);
    expect(loginRetry(4)).toEqual({ logout: false, clearError: true });
  });

  it('stores a student entering from another site only with all four values', () => {
    const entry = {
      fromOtherSite: true,
      token: 't',
      userId: 'u',
      englishFirstName: 'Ann',
      marketRegion: 2,
    };
    expect(externalEntryDecision(entry)).toEqual({
      type: 'store',
      token: 't',
      userId: 'u',
      englishFirstName: 'Ann',
      marketRegion: 2,
    });
    expect(externalEntryDecision({ ...entry, englishFirstName: '' })).toEqual({
      type: 'logout',
    });
    expect(externalEntryDecision({ ...entry, marketRegion: null })).toEqual({
      type: 'logout',
    });
    expect(externalEntryDecision({ fromOtherSite: false })).toEqual({
      type: 'none',
    });
  });

  it('logs out on invalid token or invalid identification', () => {
    expect(isLogoutCode('InvalidToken')).toBe(true);
    expect(isLogoutCode('InvalidIdentification')).toBe(true);
    expect(isLogoutCode('ValidationFailed')).toBe(false);
  });
});
