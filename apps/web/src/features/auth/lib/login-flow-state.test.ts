import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import {
  agreement,
  fullProfile,
  sessions,
  studentInfo,
} from '../../../testing/fixtures';
import {
  INITIAL_LOGIN_STATE,
  loginFlow,
  type LoginEvent,
  type LoginState,
} from './login-flow-state';

const run = (events: LoginEvent[], from: LoginState = INITIAL_LOGIN_STATE) =>
  events.reduce(loginFlow, from);
const http = (status: number, Code = 'ServerError') =>
  new ApiError(status, 'refused', { Code, Message: 'refused' } as never);
const full = { ...studentInfo(), SessionList: sessions(5) };
const refused = { ...studentInfo({}, ''), SessionList: sessions(5) };
const pending = {
  studentInfo: full,
  profile: fullProfile,
  language: 'en-US' as const,
  documentId: agreement(false).LatestPrivacyPolicyDocumentResult.Id,
};

describe('the login flow as named states (spec 01 §4 Login flow)', () => {
  it('signs in, then loads the profile and agreement', () => {
    expect(
      run([
        { type: 'signIn', userName: 'mia' },
        { type: 'signedIn', info: full },
      ]),
    ).toEqual({ step: 'loading' });
  });

  it('shows too many devices when the server refuses a session, with the user name kept', () => {
    expect(
      run([
        { type: 'signIn', userName: 'mia' },
        { type: 'signedIn', info: refused },
      ]),
    ).toMatchObject({ step: 'tooManyDevices', userName: 'mia', busy: false });
  });

  it('says a refused password under the form, and any other sign-in failure is error status 1', () => {
    const signingIn = run([{ type: 'signIn', userName: 'mia' }]);
    expect(
      loginFlow(signingIn, {
        type: 'failed',
        failure: 'signIn',
        error: http(401),
      }),
    ).toEqual({ step: 'form', message: { type: 'failed' } });
    expect(
      loginFlow(signingIn, {
        type: 'failed',
        failure: 'signIn',
        error: http(500),
      }),
    ).toMatchObject({ step: 'failed', failure: 'signIn', errorStatus: 1 });
  });

  it('keeps the devices view with the message when ending the other sessions is refused', () => {
    const devices = run([
      { type: 'signIn', userName: 'mia' },
      { type: 'signedIn', info: refused },
      { type: 'endSessions' },
    ]);
    expect(devices).toMatchObject({ busy: true });
    expect(
      loginFlow(devices, {
        type: 'failed',
        failure: 'signIn',
        error: http(401),
      }),
    ).toMatchObject({
      step: 'tooManyDevices',
      busy: false,
      message: { type: 'failed' },
    });
  });

  it('sets error status 2 for the profile, 3 for the agreement read and 4 for its save', () => {
    const loading = run([
      { type: 'signIn', userName: 'mia' },
      { type: 'signedIn', info: full },
    ]);
    const fail = (failure: 'profile' | 'agreementRead' | 'agreementSave') =>
      loginFlow(loading, {
        type: 'failed',
        failure,
        error: http(500),
        pending,
      });
    expect(fail('profile')).toMatchObject({ step: 'failed', errorStatus: 2 });
    expect(fail('agreementRead')).toMatchObject({ errorStatus: 3 });
    expect(fail('agreementSave')).toMatchObject({ errorStatus: 4 });
  });

  it('shows the policy again on retry after error 4, and the form after the others (step 5)', () => {
    const privacy = run([
      { type: 'agreementNeeded', pending },
      { type: 'agree' },
    ]);
    expect(privacy).toMatchObject({ step: 'privacy', busy: true });
    const saveFailed = loginFlow(privacy, {
      type: 'failed',
      failure: 'agreementSave',
      error: http(500),
      pending,
    });
    expect(loginFlow(saveFailed, { type: 'retry' })).toEqual({
      step: 'privacy',
      pending,
      busy: false,
    });
    const profileFailed = loginFlow(privacy, {
      type: 'failed',
      failure: 'profile',
      error: http(500),
      pending,
    });
    expect(loginFlow(profileFailed, { type: 'retry' })).toEqual(
      INITIAL_LOGIN_STATE,
    );
  });

  it('ends quietly on a logout-type answer or maintenance: no error screen', () => {
    const loading = run([
      { type: 'signIn', userName: 'mia' },
      { type: 'signedIn', info: full },
    ]);
    for (const error of [http(401, 'InvalidToken'), http(503, 'Maintenance')])
      expect(
        loginFlow(loading, { type: 'failed', failure: 'profile', error }),
      ).toEqual(INITIAL_LOGIN_STATE);
  });
});
