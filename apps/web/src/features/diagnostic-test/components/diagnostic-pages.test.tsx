import { screen, waitFor } from '../../../testing/testing-library';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  loadLocalRecord,
  updateLocalRecord,
} from '../../../lib/storage/local-record';
import {
  diagnosticTest,
  gradesWithModules,
  progress,
  userInfo,
} from '../../../testing/course-fixtures';
import { fullProfile, studentInfo } from '../../../testing/fixtures';
import { apiError, mockApi } from '../../../testing/mock-api';
import { renderRoutes } from '../../../testing/render';
import { api, routes } from './diagnostic-test-harness';

beforeEach(async () => {
  await loadLocalRecord();
  await updateLocalRecord({ studentInfo: studentInfo() });
});

describe('dt_intro (spec 01 §2)', () => {
  it('offers a way out when the test cannot start: the reason, Retry, Back to Learn and Log out (issue 15)', async () => {
    api({ start: apiError(409, 'NotAllowed') });
    const user = userEvent.setup();
    const { router } = await renderRoutes(routes, { path: '/testing' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("This isn't open yet");
    expect(alert).not.toHaveTextContent(/connection/i);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to Learn' }));
    expect(router.state.location.pathname).toBe('/learn');
  });

  it.each(['/dt-intro', '/testing'])(
    'sends a first-time student whose profile has no study path from %s back to set_level (issue 15)',
    async (path) => {
      mockApi({
        'GET /api/v2/StudentProfile/': {
          body: { ...fullProfile, StartPointGradeKey: '' },
        },
        'GET /api/v2/StudentProfile/GP/': { body: userInfo(1) },
        'GET /api/v2/StudentProgress/': {
          body: progress({ newModules: ['past-simple', 'possessives'] }),
        },
        'GET /api/v2/AvailableGradeList/': {
          body: gradesWithModules('en-US'),
        },
      });
      const { router } = await renderRoutes(routes, { path });
      expect(
        await screen.findByRole('heading', { name: 'set level' }),
      ).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/set-level');
    },
  );

  it("shows the test's real size (2 modules: 50 questions, 10-15 minutes), the profile grade chosen and switchable, and saves a switched grade before the test", async () => {
    const calls = api();
    const user = userEvent.setup();
    const { router } = await renderRoutes(routes, { path: '/dt-intro' });
    expect(await screen.findByText('questions')).toBeInTheDocument();
    // spec 01 §2 says 100 for the usual 4 or more modules; the fixture grade has 2.
    expect(screen.getByText('50')).toBeInTheDocument();
    expect(screen.getByText('10–15')).toBeInTheDocument();
    const grade = screen.getByLabelText('Grade');
    expect(grade).toHaveValue('grade-5');
    expect(screen.getByText('Past simple')).toBeInTheDocument();
    await user.selectOptions(grade, 'grade-4');
    expect(screen.getByText('Present simple')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start the test' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/testing'),
    );
    expect(
      calls.callsTo('PUT', '/api/v2/StudentProfile/Save/')[0]?.body,
    ).toMatchObject({
      StartPointGradeKey: 'grade-4',
    });
  });

  it('offers only the start points the rule allows: the school grade, earlier grades and the next grade (issue 15)', async () => {
    mockApi({
      'GET /api/v2/StudentProfile/': {
        body: { ...fullProfile, EducationGradeKey: 'grade-4' },
      },
      'GET /api/v2/StudentProfile/GP/': { body: userInfo(1) },
      'GET /api/v2/StudentProgress/': {
        body: progress({ newModules: ['past-simple', 'possessives'] }),
      },
      'GET /api/v2/AvailableGradeList/': {
        body: gradesWithModules('en-US', [3, 4, 5, 6, 7]),
      },
    });
    await renderRoutes(routes, { path: '/dt-intro' });
    const grade = await screen.findByLabelText('Grade');
    const offered = [...grade.querySelectorAll('option')].map((o) => o.value);
    expect(offered).toEqual(['grade-3', 'grade-4', 'grade-5']);
    // The saved start point (grade-5) is the next grade, so it stays chosen.
    expect(grade).toHaveValue('grade-5');
  });

  it("shows a returning student last time's modules to verify and the new ones; Cancel goes to learn", async () => {
    api({
      p: progress({
        isFirstTime: false,
        newModules: ['past-simple'],
        verify: ['articles'],
        lessonsDone: true,
        tested: [
          {
            key: 'articles',
            scores: [{ score: 5, at: '2025-05-01T10:00:00.000Z' }],
          },
        ],
      }),
    });
    const { router } = await renderRoutes(routes, { path: '/dt-intro' });
    expect(
      await screen.findByRole('heading', { name: 'Modules to check again' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Articles')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'New modules' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Past simple')).toBeInTheDocument();
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/learn');
  });

  it('sends a demo student who has had the one test to the purchase guide', async () => {
    api({
      status: 4,
      p: progress({
        isFirstTime: false,
        tested: [
          {
            key: 'nouns',
            scores: [{ score: 20, at: '2025-05-01T10:00:00.000Z' }],
          },
        ],
        newModules: ['articles'],
      }),
    });
    const { router } = await renderRoutes(routes, { path: '/dt-intro' });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/purchase-guide'),
    );
  });

  it('warns an expired student on starting: "Your subscription has expired!"', async () => {
    api({ status: 2 });
    const user = userEvent.setup();
    const { router } = await renderRoutes(routes, { path: '/dt-intro' });
    await user.click(
      await screen.findByRole('button', { name: 'Start the test' }),
    );
    const dialog = screen.getByRole('dialog', {
      name: 'Your subscription has expired!',
    });
    expect(dialog).toHaveTextContent(
      'Contact your Progress Advisor to renew it.',
    );
    await user.click(screen.getByRole('button', { name: 'Not now' }));
    expect(router.state.location.pathname).toBe('/dt-intro');
    await user.click(screen.getByRole('button', { name: 'Start the test' }));
    await user.click(
      screen.getByRole('button', { name: 'Start the test anyway' }),
    );
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/testing'),
    );
  });
});

describe('testing (spec 01 §2, §4, §8)', () => {
  it('starts the test and shows the player frame', async () => {
    const calls = api();
    await renderRoutes(routes, { path: '/testing' });
    expect(await screen.findByTitle('Test questions')).toBeInTheDocument();
    expect(
      calls.callsTo('PUT', '/api/v2/StudentDiagnosticTest/Start/'),
    ).toHaveLength(1);
  });

  it('shows an alert and goes to dt_intro when the test has no data', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    api({ test: { DiagnosticTestKey: 'dt-key-1', Modules: [] } });
    const { router } = await renderRoutes(routes, { path: '/testing' });
    const dialog = await screen.findByRole('dialog', {
      name: "We couldn't load the questions of your test.",
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'OK' }));
    expect(dialog).not.toBeInTheDocument();
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/dt-intro'),
    );
  });

  it('shows a load failure with Retry (errorStatus 2) and starts again', async () => {
    let fail = true;
    mockApi({
      'GET /api/v2/StudentProfile/': { body: fullProfile },
      'GET /api/v2/StudentProfile/GP/': { body: userInfo() },
      'GET /api/v2/StudentProgress/': { body: progress() },
      'PUT /api/v2/StudentDiagnosticTest/Start/': () =>
        fail ? apiError(500, 'InternalError') : { body: diagnosticTest },
    });
    await renderRoutes(routes, { path: '/testing' });
    await screen.findByRole('heading', { name: 'Oops! Something went wrong' });
    fail = false;
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTitle('Test questions')).toBeInTheDocument();
  });

  it('sends a first-time student with no new modules back to dt_intro', async () => {
    api({ p: progress({ newModules: [], verify: ['nouns'] }) });
    const { router } = await renderRoutes(routes, { path: '/testing' });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/dt-intro'),
    );
  });
});
