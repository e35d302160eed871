import { screen, waitFor, within } from '../../../testing/testing-library';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  getLocalRecord,
  loadLocalRecord,
  updateLocalRecord,
} from '../../../lib/storage/local-record';
import {
  gradesWithModules,
  progress,
  userInfo,
} from '../../../testing/course-fixtures';
import { fullProfile, studentInfo } from '../../../testing/fixtures';
import { mockApi } from '../../../testing/mock-api';
import { renderRoutes } from '../../../testing/render';
import { LearnPage } from './learn-page';

// spec 02 §2 Learn page overlays, §4 Home ad (lowest priority), §6 demo prompts.
const SAVE = '/api/v2/HomePageAds/Save/';
const studied = progress({
  isFirstTime: false,
  newModules: ['present-simple'],
  verify: ['articles'],
  tested: [
    { key: 'nouns', scores: [{ score: 17, at: '2025-05-01T10:00:00.000Z' }] },
    {
      key: 'articles',
      scores: [{ score: 12, at: '2025-05-01T10:00:00.000Z' }],
    },
  ],
});

function api(status: 1 | 2 | 4 = 1, IsShown = true) {
  return mockApi({
    'GET /api/v2/StudentProfile/': { body: fullProfile },
    'GET /api/v2/StudentProfile/GP/': { body: userInfo(status) },
    'GET /api/v2/StudentProgress/': { body: studied },
    'GET /api/v2/AvailableGradeList/': { body: gradesWithModules('en-US') },
    'GET /api/v2/HomePageAds/': { body: { IsShown, IsRead: false } },
    [`PUT ${SAVE}`]: { body: { IsShown, IsRead: true } },
  });
}

const routes = [
  { path: '/learn', element: <LearnPage /> },
  { path: '/welcome', element: <h1>{'welcome'}</h1> },
  { path: '/module-lesson', element: <h1>{'module lesson'}</h1> },
  { path: '/purchase-guide', element: <h1>{'purchase guide'}</h1> },
];

const setCoachMarksSeen = (n: number) => {
  document.cookie = `gp_cookie=${encodeURIComponent(JSON.stringify({ coachMarks: n }))}; path=/`;
};

beforeEach(async () => {
  setCoachMarksSeen(2);
  await loadLocalRecord();
  await updateLocalRecord({ studentInfo: studentInfo() });
});

describe('the home-page ad on the learn page', () => {
  it('opens by itself on arrival and, once closed, the page is usable again', async () => {
    const calls = api();
    const user = userEvent.setup();
    await renderRoutes(routes, { path: '/learn' });
    const ad = await screen.findByRole('dialog', {
      name: 'Welcome to Grammar Pro!',
    });
    await user.click(within(ad).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(calls.callsTo('PUT', SAVE)).toHaveLength(1));
    expect(screen.getAllByRole('tab')).toHaveLength(3);
  });

  it('waits for the DT results overlay and opens after it is closed', async () => {
    api();
    const user = userEvent.setup();
    const { router } = await renderRoutes(routes, { path: '/welcome' });
    await router.navigate('/learn', { state: { overlay: 'dtResults' } });
    const results = await screen.findByRole('dialog', {
      name: 'Your test results',
    });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await user.click(
      within(results).getByRole('button', { name: 'Start studying' }),
    );
    expect(
      await screen.findByRole('dialog', { name: 'Welcome to Grammar Pro!' }),
    ).toBeInTheDocument();
  });

  it('waits while a coach mark shows, and opens once the last one is dismissed', async () => {
    setCoachMarksSeen(1);
    const calls = api();
    const user = userEvent.setup();
    await renderRoutes(routes, { path: '/learn' });
    await screen.findByText(/Open your latest test results/);
    await waitFor(() =>
      expect(calls.callsTo('GET', '/api/v2/HomePageAds/')).toHaveLength(1),
    );
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Got it' }));
    expect(
      await screen.findByRole('dialog', { name: 'Welcome to Grammar Pro!' }),
    ).toBeInTheDocument();
  });

  it('does not show to an expired student, who is told to renew instead', async () => {
    const calls = api(2, false);
    await renderRoutes(routes, { path: '/learn' });
    await screen.findByText('Your subscription has expired!');
    await waitFor(() =>
      expect(calls.callsTo('GET', '/api/v2/HomePageAds/')).toHaveLength(1),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lets a demo student Have a try: the trial module opens', async () => {
    const calls = api(4);
    const user = userEvent.setup();
    const { router } = await renderRoutes(routes, { path: '/learn' });
    const ad = await screen.findByRole('dialog', {
      name: 'Welcome to your Grammar Pro trial!',
    });
    await user.click(within(ad).getByRole('button', { name: 'Have a try' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/module-lesson'),
    );
    // spec 02 §6: the first recommended module is the one made available.
    expect(getLocalRecord().remediationModuleKey).toBe('articles');
    expect(calls.callsTo('PUT', SAVE)).toHaveLength(1);
  });
});
