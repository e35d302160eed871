import { screen } from '../../../testing/testing-library';
import userEvent from '@testing-library/user-event';
import type { AppConfig } from '@gp/api';
import {
  agreement,
  emptyProfile,
  privacyDocument,
  studentInfo,
} from '../../../testing/fixtures';
import { mockApi } from '../../../testing/mock-api';
import { renderRoutes } from '../../../testing/render';
import { LoginScreen } from './login-screen';

/** What the login screen tests share: its routes, a server that lets the student in, and the sign-in steps. */
const routes = [
  { path: '/login', element: <LoginScreen /> },
  { path: '/learn', element: null },
  { path: '/gp-intro', element: null },
];

export const okApi = (overrides: Parameters<typeof mockApi>[0] = {}) =>
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

export async function renderLogin(
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

export async function signIn(
  user: ReturnType<typeof userEvent.setup>,
  password = 'grammar',
) {
  await user.type(screen.getByLabelText('Username'), 'mia');
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

/**
 * The login's lazy parts (its requests, the query client, the privacy policy),
 * loaded once before a file's tests: under load their first transform can
 * outlast a test's one-second wait for the screen (call in beforeAll).
 */
export async function loadLoginParts(): Promise<void> {
  await Promise.all([
    import('../api/login-requests'),
    import('../../../lib/query-client'),
    import('./privacy-policy-overlay'),
  ]);
}
