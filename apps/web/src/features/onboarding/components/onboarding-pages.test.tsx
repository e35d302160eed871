import { screen, waitFor } from '../../../testing/testing-library';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { wireApiClient } from '../../../lib/wire-api-client';
import { browserNavigation } from '../../../lib/navigation';
import {
  getLocalRecord,
  loadLocalRecord,
  updateLocalRecord,
} from '../../../lib/storage/local-record';
import {
  courseTexts,
  gradesWithModules,
  progress,
  userInfo,
} from '../../../testing/course-fixtures';
import {
  emptyProfile,
  fullProfile,
  privacyDocument,
  studentInfo,
} from '../../../testing/fixtures';
import { apiError, mockApi } from '../../../testing/mock-api';
import { renderRoutes } from '../../../testing/render';
import { GpIntroPage } from './gp-intro-page';
import { PurchaseGuidePage } from './purchase-guide-page';
import { ReadyGoPage } from './ready-go-page';
import { WelcomePage } from './welcome-page';

const routes = [
  { path: '/gp-intro', element: <GpIntroPage /> },
  { path: '/welcome', element: <WelcomePage /> },
  { path: '/ready-go', element: <ReadyGoPage /> },
  { path: '/purchase-guide', element: <PurchaseGuidePage /> },
  { path: '/learn', element: <h1>{'learn'}</h1> },
  { path: '/profile', element: <h1>{'profile'}</h1> },
  { path: '/dt-intro', element: <h1>{'dt intro'}</h1> },
];

const common = {
  'GET /api/v2/CourseTexts/': { body: courseTexts },
  'GET /api/v2/PrivacyPolicy/PrivacyPolicyDocuments/': {
    body: privacyDocument,
  },
  'GET /api/v2/StudentProfile/GP/': { body: userInfo() },
  'GET /api/v2/AvailableGradeList/': { body: gradesWithModules('en-US') },
};

beforeEach(async () => {
  await loadLocalRecord();
  await updateLocalRecord({ studentInfo: studentInfo() });
});

describe('gp_intro (spec 01 §2)', () => {
  it('plays the intro in the interface language and goes on to welcome', async () => {
    const api = mockApi({
      ...common,
      'GET /api/v2/StudentProfile/': { body: emptyProfile },
    });
    const { router } = await renderRoutes(routes, { path: '/gp-intro' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Welcome to Grammar Pro' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Welcome!' }),
    ).toBeInTheDocument();
    expect(
      api.callsTo('GET', '/api/v2/CourseTexts/')[0]?.query.get('cultureCode'),
    ).toBe('en-US');
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: "Let's get started" }));
    expect(router.state.location.pathname).toBe('/welcome');
  });

  it('says "try again" for a 503 on the intro, as pages with the page-load wrapper do (issue 15)', async () => {
    mockApi({
      ...common,
      'GET /api/v2/StudentProfile/': { body: emptyProfile },
      'GET /api/v2/CourseTexts/': apiError(503, 'Unavailable'),
    });
    await renderRoutes(routes, { path: '/gp-intro' });
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent("We're busy for a moment.");
    expect(alert).toHaveTextContent('Grammar Pro is busy for a moment.');
    expect(alert).not.toHaveTextContent(/connection/i);
  });

  it('sends a student with a profile who is not first-time to learn', async () => {
    mockApi({
      ...common,
      'GET /api/v2/StudentProfile/': { body: fullProfile },
      'GET /api/v2/StudentProgress/': {
        body: progress({ isFirstTime: false }),
      },
    });
    const { router } = await renderRoutes(routes, { path: '/gp-intro' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/learn'));
  });
});

describe('welcome (spec 01 §2, §4 Welcome load flow)', () => {
  it('shows the two steps, the welcome explainer, the profile link and the privacy text', async () => {
    mockApi({
      ...common,
      'GET /api/v2/StudentProfile/': { body: emptyProfile },
    });
    await renderRoutes(routes, { path: '/welcome' });
    expect(
      await screen.findByRole('link', { name: 'Fill in my details' }),
    ).toHaveAttribute('href', '/profile');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Welcome, Mia!' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Tell us about yourself' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Take the grammar test' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('You can take the test after step 1.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('region', { name: 'Welcome video' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: /Grammar Pro Privacy Policy/ }),
    ).toHaveAttribute('target', '_blank');
  });

  it('shows an error with Retry when a load fails, and Retry loads again', async () => {
    let fail = true;
    mockApi({
      ...common,
      'GET /api/v2/StudentProfile/': () =>
        fail ? apiError(500, 'InternalError') : { body: emptyProfile },
    });
    await renderRoutes(routes, { path: '/welcome' });
    expect(
      await screen.findByRole('heading', {
        name: 'Oops! Something went wrong',
      }),
    ).toBeInTheDocument();
    fail = false;
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('link', { name: 'Fill in my details' }),
    ).toBeInTheDocument();
  });

  it.each([
    [401, 'InvalidToken'],
    [403, 'InvalidIdentification'],
  ])('logs the student out on %i %s', async (status, code) => {
    wireApiClient();
    const assign = vi
      .spyOn(browserNavigation, 'assign')
      .mockImplementation(() => {});
    mockApi({
      ...common,
      'GET /api/v2/StudentProfile/': apiError(status, code),
    });
    await renderRoutes(routes, { path: '/welcome' });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/gl/login'));
    expect(getLocalRecord().studentInfo).toBeUndefined();
    expect(
      screen.queryByRole('button', { name: 'Retry' }),
    ).not.toBeInTheDocument();
  });

  it('only logs a failed user info and goes on', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockApi({
      ...common,
      'GET /api/v2/StudentProfile/': { body: emptyProfile },
      'GET /api/v2/StudentProfile/GP/': apiError(500, 'InternalError'),
    });
    await renderRoutes(routes, { path: '/welcome' });
    expect(
      await screen.findByRole('link', { name: 'Fill in my details' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith(
        'The user info could not be loaded.',
        expect.anything(),
      ),
    );
  });

  it('sends a returning student to learn, and offers the test to a first-time student with a profile', async () => {
    mockApi({
      ...common,
      'GET /api/v2/StudentProfile/': { body: fullProfile },
      'GET /api/v2/StudentProgress/': { body: progress() },
    });
    const first = await renderRoutes(routes, { path: '/welcome' });
    expect(
      await screen.findByRole('link', { name: 'Go to the test' }),
    ).toHaveAttribute('href', '/ready-go');
    expect(screen.getByText('Done!')).toBeInTheDocument();
    first.unmount();
    mockApi({
      ...common,
      'GET /api/v2/StudentProfile/': { body: fullProfile },
      'GET /api/v2/StudentProgress/': {
        body: progress({ isFirstTime: false }),
      },
    });
    const second = await renderRoutes(routes, { path: '/welcome' });
    await waitFor(() =>
      expect(second.router.state.location.pathname).toBe('/learn'),
    );
  });
});

describe('ready_go (spec 01 §2)', () => {
  it('shows the modules of the test by grade and goes on to dt_intro', async () => {
    mockApi({
      ...common,
      'GET /api/v2/StudentProfile/': { body: fullProfile },
      'GET /api/v2/StudentProgress/': {
        body: progress({ newModules: ['nouns', 'articles'] }),
      },
    });
    const { router } = await renderRoutes(routes, { path: '/ready-go' });
    expect(
      await screen.findByRole('heading', { name: /Grade 3/ }),
    ).toBeInTheDocument();
    expect(screen.getByText('Nouns and plurals')).toBeInTheDocument();
    expect(screen.getByText('Articles')).toBeInTheDocument();
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: "I'm ready" }));
    expect(router.state.location.pathname).toBe('/dt-intro');
  });

  it('sends a student without a profile to gp_intro', async () => {
    mockApi({
      ...common,
      'GET /api/v2/StudentProfile/': { body: emptyProfile },
    });
    const { router } = await renderRoutes(
      [...routes, { path: '/gp-intro', element: <h1>{'intro'}</h1> }].filter(
        (r) => r.element.type !== GpIntroPage,
      ),
      { path: '/ready-go' },
    );
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/gp-intro'),
    );
  });
});

describe('purchase_guide (spec 01 §2)', () => {
  it('shows a demo student the marketing, the privacy policy and "Please contact school to purchase."', async () => {
    mockApi({
      ...common,
      'GET /api/v2/StudentProfile/': { body: emptyProfile },
      'GET /api/v2/StudentProfile/GP/': { body: userInfo(4) },
    });
    await renderRoutes(routes, { path: '/purchase-guide' });
    expect(
      await screen.findByText('Please contact school to purchase.'),
    ).toBeInTheDocument();
    for (const name of ['Efficient', 'Systematic', 'Engaging'])
      expect(
        screen.getByRole('heading', { level: 2, name }),
      ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', {
        level: 2,
        name: 'Grammar Pro Privacy Policy',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 3, name: 'What we keep' }),
    ).toBeInTheDocument();
  });

  it('sends anyone else to learn', async () => {
    mockApi({
      ...common,
      'GET /api/v2/StudentProfile/': { body: fullProfile },
      'GET /api/v2/StudentProgress/': { body: progress() },
      'GET /api/v2/StudentProfile/GP/': { body: userInfo(1) },
    });
    const { router } = await renderRoutes(routes, { path: '/purchase-guide' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/learn'));
  });
});
