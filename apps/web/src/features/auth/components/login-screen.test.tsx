import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AppConfig } from '@gp/api';
import {
  getLocalRecord,
  loadLocalRecord,
} from '../../../lib/storage/local-record';
import {
  getSessionRegion,
  setSessionRegion,
} from '../../../lib/storage/session-region';
import {
  agreement,
  emptyProfile,
  fullProfile,
  privacyDocument,
  sessions,
  studentInfo,
} from '../../../testing/fixtures';
import { apiError, mockApi } from '../../../testing/mock-api';
import { renderRoutes } from '../../../testing/render';
import { LoginScreen } from './login-screen';

const routes = [
  { path: '/login', element: <LoginScreen /> },
  { path: '/learn', element: null },
  { path: '/gp-intro', element: null },
];

const okApi = (overrides: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({
    'POST /api/v2/Authentication/GP/': { body: studentInfo() },
    'GET /api/v2/StudentProfile/': { body: emptyProfile },
    'GET /api/v2/PrivacyPolicy/StudentPrivacyPolicyAgreement/': {
      body: agreement(false),
    },
    'GET /api/v2/PrivacyPolicy/PrivacyPolicyDocuments/': {
      body: privacyDocument,
    },
    'POST /api/v2/PrivacyPolicy/StudentPrivacyPolicyAgreement/': {
      body: agreement(true),
    },
    'DELETE /api/v1/Token/': { body: { Success: true } },
    ...overrides,
  });

async function renderLogin(
  options: { path?: string; config?: Partial<AppConfig> } = {},
) {
  const view = await renderRoutes(routes, {
    path: options.path ?? '/login',
    config: options.config,
    // As in the app: the login runs without TanStack Query's provider.
    queryProvider: false,
  });
  return { ...view, user: userEvent.setup() };
}

async function signIn(
  user: ReturnType<typeof userEvent.setup>,
  password = 'grammar',
) {
  await user.type(screen.getByLabelText('Username'), 'mia');
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

beforeEach(async () => {
  await loadLocalRecord();
});

describe('region selection (spec 01 §2, DESIGN.md §4)', () => {
  it('asks for the region first and holds the choice for the session', async () => {
    const { user } = await renderLogin();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Where do you study?' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /China site/ })).toHaveAttribute(
      'href',
      expect.stringContaining('localhost'),
    );
    await user.click(screen.getByRole('button', { name: /International/ }));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Log in' }),
    ).toHaveFocus();
    expect(getSessionRegion()).toBe(0);
  });

  it('switches the page to the language of the chosen region', async () => {
    const { user } = await renderLogin();
    await user.click(screen.getByRole('button', { name: /Indonesia/ }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Masuk' }),
    ).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('id-ID');
  });

  it('skips the region page when a region is held for the session, and lets the student change it', async () => {
    setSessionRegion(2);
    const { user } = await renderLogin();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Log in' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Region: Russia')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change region' }));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Where do you study?' }),
    ).toBeInTheDocument();
  });

  it('skips the region page when the deployment fixes the region, with no way to change it', async () => {
    await renderLogin({ config: { FixedMarketRegion: 1 } });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Log in' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Change region' }),
    ).not.toBeInTheDocument();
  });
});

describe('signing in (spec 01 §4 Login flow)', () => {
  beforeEach(() => setSessionRegion(0));

  it('shows the privacy policy, and agreeing stores the student and goes to gp_intro without a profile', async () => {
    const api = okApi();
    const { user, router } = await renderLogin();
    await signIn(user);
    const dialog = await screen.findByRole('dialog', {
      name: 'Grammar Pro Privacy Policy',
    });
    expect(
      within(dialog).getByRole('heading', { name: 'What we keep' }),
    ).toBeInTheDocument();
    expect(getLocalRecord().studentInfo).toBeUndefined();

    await user.click(within(dialog).getByRole('button', { name: 'I agree' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/gp-intro'),
    );
    expect(
      api.callsTo(
        'POST',
        '/api/v2/PrivacyPolicy/StudentPrivacyPolicyAgreement/',
      )[0]?.body,
    ).toEqual({
      Product: 'GrammarPro',
      PrivacyDocumentId: 'doc-3',
    });
    expect(api.callsTo('POST', '/api/v2/Authentication/GP/')[0]?.body).toEqual({
      UserName: 'mia',
      Password: 'grammar',
      Platform: 16,
    });
    expect(getLocalRecord()).toMatchObject({
      studentInfo: { Token: 'token-1' },
      studentProfile: emptyProfile,
      marketRegion: 0,
    });
  });

  it('goes straight to learn when the policy is signed and a profile exists', async () => {
    okApi({
      'GET /api/v2/StudentProfile/': { body: fullProfile },
      'GET /api/v2/PrivacyPolicy/StudentPrivacyPolicyAgreement/': {
        body: agreement(true),
      },
    });
    const { user, router } = await renderLogin();
    await signIn(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/learn'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('logs out when the privacy policy is closed', async () => {
    const api = okApi();
    const { user, router } = await renderLogin();
    await signIn(user);
    const dialog = await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(dialog).not.toBeInTheDocument();
    await waitFor(() =>
      expect(api.callsTo('DELETE', '/api/v1/Token/')).toHaveLength(1),
    );
    expect(
      api.callsTo('DELETE', '/api/v1/Token/')[0]?.headers.Authorization,
    ).toBe('Bearer token-1');
    expect(router.state.location.pathname).toBe('/login');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Log in' }),
    ).toHaveFocus();
    expect(getLocalRecord().studentInfo).toBeUndefined();
    // issue 15: the form says why the student is back there.
    expect(
      screen.getByText(/To continue, please agree to the Privacy Policy\./),
    ).toBeInTheDocument();
  });

  it('says agreeing is needed after the close button too, and lets the student log in again', async () => {
    okApi();
    const { user } = await renderLogin();
    await signIn(user);
    await screen.findByRole('dialog');
    await user.click(
      screen.getAllByRole('button', { name: 'Close and log out' })[0]!,
    );
    expect(
      await screen.findByText(
        /To continue, please agree to the Privacy Policy\./,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
  });

  it('shows the login-failure message on a wrong password and stops loading', async () => {
    okApi({ 'POST /api/v2/Authentication/GP/': apiError(401, 'LoginFailed') });
    const { user } = await renderLogin();
    await signIn(user, 'wrong');
    expect(
      await screen.findByText(
        'Your username and password do not match, please try again.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
    expect(screen.getByLabelText('Password')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('tells a throttled student how many minutes to wait', async () => {
    okApi({
      'POST /api/v2/Authentication/GP/': apiError(429, 'TooManyAttempts', {
        RetryAfterSeconds: 601,
      }),
    });
    const { user } = await renderLogin();
    await signIn(user);
    expect(
      await screen.findByText(
        'Too many attempts. Please try again in 11 minutes.',
      ),
    ).toBeInTheDocument();
  });

  it('shows error status 1 for another sign-in failure, and Retry returns to the form', async () => {
    okApi({
      'POST /api/v2/Authentication/GP/': apiError(500, 'InternalError'),
    });
    const { user } = await renderLogin();
    await signIn(user);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Oops! Something went wrong',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByText("We couldn't log you in just now."),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Log in' }),
    ).toBeInTheDocument();
  });

  it('shows error status 2 when the profile fails, and Retry logs out', async () => {
    const api = okApi({
      'GET /api/v2/StudentProfile/': apiError(500, 'InternalError'),
    });
    const { user } = await renderLogin();
    await signIn(user);
    expect(
      await screen.findByText("We couldn't load your profile."),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(api.callsTo('DELETE', '/api/v1/Token/')).toHaveLength(1),
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Log in' }),
    ).toBeInTheDocument();
  });

  it('shows error status 3 when the agreement cannot be read', async () => {
    okApi({
      'GET /api/v2/PrivacyPolicy/StudentPrivacyPolicyAgreement/': apiError(
        500,
        'InternalError',
      ),
    });
    const { user } = await renderLogin();
    await signIn(user);
    expect(
      await screen.findByText(
        "We couldn't check your Privacy Policy agreement.",
      ),
    ).toBeInTheDocument();
  });

  it('shows error status 4 when agreeing fails, and Retry returns to the policy without logging out', async () => {
    const api = okApi({
      'POST /api/v2/PrivacyPolicy/StudentPrivacyPolicyAgreement/': apiError(
        500,
        'InternalError',
      ),
    });
    const { user } = await renderLogin();
    await signIn(user);
    await user.click(await screen.findByRole('button', { name: 'I agree' }));
    expect(
      await screen.findByText(
        "We couldn't save your agreement. Please try again.",
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/api/v1/Token/')).toHaveLength(0);
  });
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
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/gp-intro'),
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
