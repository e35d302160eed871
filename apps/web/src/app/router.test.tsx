import { screen, waitFor } from '../testing/testing-library';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PAGE_IDS, pathOf } from '../lib/paths';
import {
  loadLocalRecord,
  updateLocalRecord,
} from '../lib/storage/local-record';
import { maintenanceStore } from '../lib/maintenance';
import { setSessionRegion } from '../lib/storage/session-region';
import { courseTexts, userInfo } from '../testing/course-fixtures';
import {
  emptyProfile,
  fullProfile,
  privacyDocument,
  studentInfo,
} from '../testing/fixtures';
import { apiError, mockApi } from '../testing/mock-api';
import { renderRoutes } from '../testing/render';
import { isValidElement, type ReactNode } from 'react';
import { matchRoutes } from 'react-router';
import { routes } from './router';
import { BareLayout, NavLayout } from './routes/signed-in';
import type { PageHandle } from './routes/page-handle';
import { RequireAuth } from './routes/require-auth';
import { wireApiClient } from '../lib/wire-api-client';

const layoutOf = (element: ReactNode) =>
  isValidElement(element) ? element.type : undefined;

const signIn = (profile = emptyProfile) =>
  updateLocalRecord({ studentInfo: studentInfo(), studentProfile: profile });

// The signed-in shell, the layouts and the screens load lazily: their modules
// are transformed once here, not within a test's one-second wait for a page.
beforeAll(async () => {
  await Promise.all([
    import('./routes/signed-in-shell'),
    import('./routes/nav-layout'),
    import('../features/onboarding/components/gp-intro-page'),
    import('../features/onboarding/components/welcome-page'),
    import('../features/onboarding/components/purchase-guide-page'),
    import('../features/learn/components/learn-page'),
  ]);
});

beforeEach(async () => {
  await loadLocalRecord();
});

describe('route guard (spec 01 §2, DESIGN.md §3)', () => {
  it('sends an unknown address to login', async () => {
    const { router } = await renderRoutes(routes, {
      queryProvider: false,
      path: '/no-such-page',
    });
    expect(router.state.location.pathname).toBe('/login');
  });

  it('treats dt_results, which has no screen, as unknown: login sends a signed-in student on', async () => {
    await signIn();
    const { router } = await renderRoutes(routes, {
      queryProvider: false,
      path: '/dt-results',
    });
    expect(router.state.location.pathname).toBe('/welcome');
  });

  it('sends a signed-out visitor to login', async () => {
    const { router } = await renderRoutes(routes, {
      queryProvider: false,
      path: '/learn',
    });
    expect(router.state.location.pathname).toBe('/login');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Where do you study?' }),
    ).toBeInTheDocument();
  });

  it('sends a signed-in visitor at login on to welcome when there is no profile', async () => {
    await signIn();
    const { router } = await renderRoutes(routes, {
      queryProvider: false,
      path: '/login',
    });
    expect(router.state.location.pathname).toBe('/welcome');
  });

  it('sends a signed-in visitor at login on to learn when the profile is set', async () => {
    await signIn(fullProfile);
    const { router } = await renderRoutes(routes, {
      queryProvider: false,
      path: '/login',
    });
    expect(router.state.location.pathname).toBe('/learn');
  });

  // Screens load lazily and may then redirect by their own rule (e.g. module_lesson
  // without a module goes to learn), so registration is checked on the route table.
  it.each(PAGE_IDS.filter((p) => p !== 'login'))(
    'registers the %s page behind the sign-in guard',
    (page) => {
      const matches = matchRoutes(routes, pathOf(page)) ?? [];
      const handles = matches.map((m) => m.route.handle as PageHandle);
      expect(handles.at(-1)?.page).toBe(page);
      expect(
        matches.some((m) => layoutOf(m.route.element) === RequireAuth),
      ).toBe(true);
    },
  );

  it.each(['gp_intro', 'welcome', 'purchase_guide'] as const)(
    'renders the %s page with its heading for a signed-in student',
    async (page) => {
      await signIn(fullProfile);
      const { router } = await renderRoutes(routes, {
        queryProvider: false,
        path: pathOf(page),
      });
      expect(router.state.location.pathname).toBe(pathOf(page));
      expect(
        await screen.findByRole('heading', { level: 1 }),
      ).toBeInTheDocument();
    },
  );

  it('leaves a page for login when the student is logged out by the server', async () => {
    await signIn(fullProfile);
    wireApiClient();
    mockApi({
      'PUT /api/v2/PreferLanageCode/Save/': apiError(401, 'InvalidToken'),
    });
    await updateLocalRecord({ studentInfo: studentInfo({ MarketRegion: 4 }) });
    const { router } = await renderRoutes(routes, {
      queryProvider: false,
      path: '/learn',
    });
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: /Switch language/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});

describe('pages and the navigation bar (spec 01 §2)', () => {
  it('shows the nav bar on learn, with the logo linking to learn and no back button', async () => {
    await signIn(fullProfile);
    await renderRoutes(routes, { queryProvider: false, path: '/learn' });
    expect(
      await screen.findByRole('navigation', { name: 'Main' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Learn' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Grammar Pro home' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Back' }),
    ).not.toBeInTheDocument();
  });

  it('goes back from welcome to gp_intro', async () => {
    await signIn();
    // What the welcome page loads: unanswered, its fetches of relative
    // addresses fail and it logs the user info as missing.
    mockApi({
      'GET /api/v2/StudentProfile/': { body: emptyProfile },
      'GET /api/v2/StudentProfile/GP/': { body: userInfo() },
      'GET /api/v2/PrivacyPolicy/PrivacyPolicyDocuments/': {
        body: privacyDocument,
      },
      'GET /api/v2/CourseTexts/': { body: courseTexts },
    });
    const { router } = await renderRoutes(routes, {
      queryProvider: false,
      path: '/welcome',
    });
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Back' }));
    expect(router.state.location.pathname).toBe('/gp-intro');
  });

  it('goes back from purchase_guide to module_lesson when that was the entry page', async () => {
    await signIn(fullProfile);
    await updateLocalRecord({
      identificationOfEntryPage: 'module_lesson',
      remediationModuleKey: 'present-simple',
    });
    const { router } = await renderRoutes(routes, {
      queryProvider: false,
      path: '/purchase-guide',
    });
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Back' }));
    expect(router.state.location.pathname).toBe('/module-lesson');
  });

  // remediation_lesson and ct_testing leave at once without their stored data, so
  // their bare layout is checked on the route table below.
  it.each(['testing', 'gp_intro'] as const)(
    'hides the nav bar on %s',
    async (page) => {
      await signIn(fullProfile);
      await renderRoutes(routes, { queryProvider: false, path: pathOf(page) });
      // The layouts load with the first signed-in page (routes/signed-in.tsx).
      expect(await screen.findByRole('main')).toBeInTheDocument();
      expect(
        screen.queryByRole('navigation', { name: 'Main' }),
      ).not.toBeInTheDocument();
    },
  );

  it.each(['remediation_lesson', 'ct_testing'] as const)(
    'puts %s in the layout without the nav bar',
    (page) => {
      const matches = matchRoutes(routes, pathOf(page)) ?? [];
      expect(
        matches.some((m) => layoutOf(m.route.element) === BareLayout),
      ).toBe(true);
      expect(matches.some((m) => layoutOf(m.route.element) === NavLayout)).toBe(
        false,
      );
    },
  );

  it('translates the placeholder pages', async () => {
    await signIn(fullProfile);
    await renderRoutes(routes, {
      queryProvider: false,
      path: '/set-level',
      language: 'ru-RU',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'С чего начать' }),
    ).toBeInTheDocument();
  });
});

describe('maintenance (spec 01 §8)', () => {
  it('shows the maintenance message when the deployment says so', async () => {
    await renderRoutes(routes, {
      queryProvider: false,
      path: '/login',
      config: { Maintenance: true },
    });
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: "We're making some repairs.",
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('Please come back later.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Username')).not.toBeInTheDocument();
  });

  it('shows the maintenance message when the API answers 503 Maintenance', async () => {
    wireApiClient();
    setSessionRegion(0);
    mockApi({
      'POST /api/v2/Authentication/GP/': apiError(503, 'Maintenance'),
    });
    await renderRoutes(routes, { queryProvider: false, path: '/login' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Username'), 'mia');
    await user.type(screen.getByLabelText('Password'), 'pw{Enter}');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: "We're making some repairs.",
      }),
    ).toBeInTheDocument();
    maintenanceStore.set(false);
  });
});
