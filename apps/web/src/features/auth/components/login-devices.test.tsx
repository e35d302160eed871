import { screen, waitFor, within } from '../../../testing/testing-library';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  getLocalRecord,
  loadLocalRecord,
} from '../../../lib/storage/local-record';
import { setSessionRegion } from '../../../lib/storage/session-region';
import { agreement, sessions, studentInfo } from '../../../testing/fixtures';
import { apiError } from '../../../testing/mock-api';
import { loadLoginParts, okApi, renderLogin, signIn } from './login-harness';

beforeAll(loadLoginParts);

beforeEach(async () => {
  await loadLocalRecord();
});

describe('too many devices (spec 01 §2, DESIGN.md §4)', () => {
  beforeEach(() => setSessionRegion(0));

  it('lists the active sessions and signs the other devices out with the password', async () => {
    const api = okApi({
      'POST /api/v2/Authentication/GP/': {
        body: { ...studentInfo({}, ''), SessionList: sessions(5) },
      },
      'POST /api/v2/Authentication/GP/EndSessions/': {
        body: studentInfo({}, 'token-2'),
      },
    });
    const { user } = await renderLogin();
    await signIn(user);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Your account is in use on too many devices!',
      }),
    ).toHaveFocus();
    const list = screen.getByRole('heading', {
      name: 'Where you are logged in',
    }).nextElementSibling as HTMLElement;
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(within(list).getAllByText('Chrome on Windows')).toHaveLength(3);

    await user.click(
      screen.getByRole('button', { name: 'Sign the other devices out' }),
    );
    await user.type(
      screen.getByLabelText('Enter your password again'),
      'grammar',
    );
    await user.click(
      screen.getByRole('button', { name: 'Sign out other devices and log in' }),
    );
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(
      api.callsTo('POST', '/api/v2/Authentication/GP/EndSessions/')[0]?.body,
    ).toEqual({
      UserName: 'mia',
      Password: 'grammar',
      Platform: 16,
    });
    expect(
      api.callsTo('GET', '/api/v2/StudentProfile/')[0]?.headers.Authorization,
    ).toBe('Bearer token-2');
  });

  it('says so when the password typed again is wrong, and goes back to log in', async () => {
    okApi({
      'POST /api/v2/Authentication/GP/': {
        body: { ...studentInfo({}, ''), SessionList: sessions(5) },
      },
      'POST /api/v2/Authentication/GP/EndSessions/': apiError(
        401,
        'LoginFailed',
      ),
    });
    const { user } = await renderLogin();
    await signIn(user);
    await user.click(
      await screen.findByRole('button', { name: 'Sign the other devices out' }),
    );
    await user.type(screen.getByLabelText('Enter your password again'), 'nope');
    await user.keyboard('{Enter}');
    expect(
      await screen.findByText('That password is not right. Please try again.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to log in' }));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Log in' }),
    ).toHaveFocus();
  });
});

describe('entry from another website (spec 01 §4)', () => {
  it('continues as the student named in the address and drops the token from it', async () => {
    const api = okApi({
      'GET /api/v2/PrivacyPolicy/StudentPrivacyPolicyAgreement/': {
        body: agreement(true),
      },
    });
    const { router } = await renderLogin({
      path: '/login?external=1&token=ext-token&userId=u9&englishFirstName=Budi&marketRegion=4',
    });
    // The Indonesian strings load on the way (market region 4).
    await waitFor(
      () => expect(router.state.location.pathname).toBe('/gp-intro'),
      { timeout: 5000 },
    );
    expect(
      api.callsTo('GET', '/api/v2/StudentProfile/')[0]?.headers.Authorization,
    ).toBe('Bearer ext-token');
    expect(getLocalRecord().studentInfo).toEqual({
      Token: 'ext-token',
      UserInfo: { UserId: 'u9', EnglishFirstName: 'Budi', MarketRegion: 4 },
      SessionList: [],
    });
  });

  it('stays logged out when the flag comes without all the values', async () => {
    const api = okApi();
    const { router } = await renderLogin({
      path: '/login?external=1&token=ext-token',
    });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Where do you study?' }),
    ).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
