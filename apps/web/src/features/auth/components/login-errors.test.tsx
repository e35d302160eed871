import { screen, waitFor } from '../../../testing/testing-library';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadLocalRecord } from '../../../lib/storage/local-record';
import { setSessionRegion } from '../../../lib/storage/session-region';
import { apiError } from '../../../testing/mock-api';
import { loadLoginParts, okApi, renderLogin, signIn } from './login-harness';

beforeAll(loadLoginParts);

beforeEach(async () => {
  await loadLocalRecord();
});

describe('sign-in failures (spec 01 §4 Login flow step 5)', () => {
  beforeEach(() => setSessionRegion(0));

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
    // As a student would: once the policy has loaded and the button is enabled.
    const agree = await screen.findByRole('button', { name: 'I agree' });
    await waitFor(() => expect(agree).toBeEnabled());
    await user.click(agree);
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
