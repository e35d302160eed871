import { screen, waitFor, within } from '../../../testing/testing-library';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
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
} from '../../../testing/fixtures';
import { loadLoginParts, okApi, renderLogin, signIn } from './login-harness';

beforeAll(loadLoginParts);

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
});
