import { screen, waitFor, within } from '../../../testing/testing-library';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  loadLocalRecord,
  updateLocalRecord,
} from '../../../lib/storage/local-record';
import {
  gradesWithModules,
  progress,
  userInfo,
} from '../../../testing/course-fixtures';
import {
  emptyProfile,
  fullProfile,
  studentInfo,
} from '../../../testing/fixtures';
import { mockApi } from '../../../testing/mock-api';
import { renderRoutes } from '../../../testing/render';
import { LearnPage } from './learn-page';

const afterTest = (lessonsDone = false) =>
  progress({
    isFirstTime: false,
    newModules: ['present-simple'],
    verify: ['articles'],
    lessonsDone,
    tested: [
      {
        key: 'nouns',
        scores: [
          { score: 10, at: '2025-03-01T10:00:00.000Z' },
          { score: 17, at: '2025-05-01T10:00:00.000Z' },
        ],
      },
      {
        key: 'articles',
        scores: [{ score: 12, at: '2025-05-01T10:00:00.000Z' }],
      },
    ],
  });

function api(p = afterTest(), profile = fullProfile, status: 1 | 2 | 4 = 1) {
  return mockApi({
    'GET /api/v2/StudentProfile/': { body: profile },
    'GET /api/v2/StudentProfile/GP/': { body: userInfo(status) },
    'GET /api/v2/StudentProgress/': { body: p },
    'GET /api/v2/AvailableGradeList/': { body: gradesWithModules('en-US') },
  });
}

const routes = [
  { path: '/learn', element: <LearnPage /> },
  { path: '/welcome', element: <h1>{'welcome'}</h1> },
  { path: '/ready-go', element: <h1>{'ready go'}</h1> },
  { path: '/dt-intro', element: <h1>{'dt intro'}</h1> },
  { path: '/module-lesson', element: <h1>{'module lesson'}</h1> },
  { path: '/purchase-guide', element: <h1>{'purchase guide'}</h1> },
];

beforeEach(async () => {
  await loadLocalRecord();
  await updateLocalRecord({ studentInfo: studentInfo() });
});

describe('the learn page (spec 02 §2 Learn page)', () => {
  it('sends a student without a profile to welcome and a first-time student to ready_go', async () => {
    api(progress(), emptyProfile);
    const first = await renderRoutes(routes, { path: '/learn' });
    await waitFor(() =>
      expect(first.router.state.location.pathname).toBe('/welcome'),
    );
    first.unmount();
    api(progress({ isFirstTime: true }));
    const second = await renderRoutes(routes, { path: '/learn' });
    await waitFor(() =>
      expect(second.router.state.location.pathname).toBe('/ready-go'),
    );
  });

  it('shows the three tabs, the recommended and passed modules as cards with the latest and previous score', async () => {
    api();
    const user = userEvent.setup();
    await renderRoutes(routes, { path: '/learn' });
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Recommended',
      'All modules',
      'Requires attention',
    ]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');

    const recommended = screen.getByRole('region', {
      name: /Recommended for you/,
    });
    const articles = within(recommended).getByRole('article', {
      name: 'Articles',
    });
    expect(within(articles).getByText('Grade 3')).toBeInTheDocument();
    expect(within(articles).getByText('60%')).toBeInTheDocument();
    expect(
      within(articles).getByText('Recommended to study'),
    ).toBeInTheDocument();
    expect(
      within(articles).getByText('How to use articles.'),
    ).toBeInTheDocument();

    const passed = screen.getByRole('region', { name: /Passed/ });
    const nouns = within(passed).getByRole('article', {
      name: 'Nouns and plurals',
    });
    expect(within(nouns).getByText('85%')).toBeInTheDocument();
    expect(within(nouns).getByText('50%')).toBeInTheDocument();
    expect(
      within(nouns).getByText('up from the previous score'),
    ).toBeInTheDocument();

    // The arrow keys move between tabs and show the tab's panel.
    tabs[0]?.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'All modules' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('My progress');
  });

  it('shows the grammar test button only when the recommended lessons are done', async () => {
    api(afterTest(false));
    const first = await renderRoutes(routes, { path: '/learn' });
    await screen.findAllByRole('tab');
    expect(
      screen.queryByRole('button', { name: 'Take the grammar test' }),
    ).not.toBeInTheDocument();
    first.unmount();
    api(afterTest(true));
    const second = await renderRoutes(routes, { path: '/learn' });
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Take the grammar test' }),
    );
    expect(second.router.state.location.pathname).toBe('/dt-intro');
  });

  it('opens the DT results overlay when the test page sends the student here, and not again after closing', async () => {
    api();
    const user = userEvent.setup();
    const { router } = await renderRoutes(
      [{ ...routes[0], path: '/learn' }, ...routes.slice(1)],
      { path: '/learn' },
    );
    await screen.findAllByRole('tab');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await router.navigate('/welcome');
    await router.navigate('/learn', { state: { overlay: 'dtResults' } });
    const dialog = await screen.findByRole('dialog', {
      name: 'Your test results',
    });
    await user.click(
      within(dialog).getByRole('button', { name: 'Start studying' }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(router.state.location.state).toBeNull());
    expect(
      screen.getByRole('heading', { level: 1, name: 'Learn' }),
    ).toHaveFocus();
  });

  it('offers a demo student "Have a try" on the trial module and "Get the full version" on a locked one, which leads to the purchase guide', async () => {
    api(afterTest(), fullProfile, 4);
    const user = userEvent.setup();
    const { router } = await renderRoutes(routes, { path: '/learn' });
    // spec 02 §6 Demo: the first recommended module (articles) is the one made available.
    const recommended = await screen.findByRole('region', {
      name: /Recommended for you/,
    });
    expect(
      within(recommended).getByRole('button', { name: 'Have a try' }),
    ).toBeInTheDocument();
    const passed = screen.getByRole('region', { name: /Passed/ });
    expect(
      within(passed).queryByRole('button', { name: 'Have a try' }),
    ).not.toBeInTheDocument();
    await user.click(
      within(passed).getByRole('button', { name: 'Get the full version' }),
    );
    expect(router.state.location.pathname).toBe('/purchase-guide');
  });

  it('tells a demo student at the top that this is the free trial, with a way to the full version (issue 15)', async () => {
    api(afterTest(), fullProfile, 4);
    const user = userEvent.setup();
    const { router } = await renderRoutes(routes, { path: '/learn' });
    const title = await screen.findByText('This is your free trial');
    const banner = title.closest<HTMLElement>('[role="status"]')!;
    expect(banner).toHaveTextContent(
      'The full version opens the whole course.',
    );
    await user.click(
      within(banner).getByRole('button', { name: 'Get the full version' }),
    );
    expect(router.state.location.pathname).toBe('/purchase-guide');
  });

  it('lets a demo student open the trial module with "Have a try"', async () => {
    api(afterTest(), fullProfile, 4);
    const user = userEvent.setup();
    const { router } = await renderRoutes(routes, { path: '/learn' });
    const recommended = await screen.findByRole('region', {
      name: /Recommended for you/,
    });
    await user.click(
      within(recommended).getByRole('button', { name: 'Have a try' }),
    );
    expect(router.state.location.pathname).toBe('/module-lesson');
  });

  it('shows a regular student Study and Review, never a trial prompt', async () => {
    api();
    await renderRoutes(routes, { path: '/learn' });
    await screen.findAllByRole('tab');
    expect(
      screen.getByRole('button', { name: 'Study this module' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Review' })).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: /Have a try|Get the full version/ }),
    ).not.toBeInTheDocument();
    expect(screen.queryByText('This is your free trial')).toBeNull();
  });
});
