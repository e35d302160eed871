import { screen, waitFor } from '../../testing/testing-library';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { redirect, STAY } from '@gp/domain';
import {
  loadLocalRecord,
  updateLocalRecord,
} from '../../lib/storage/local-record';
import { gradesWithModules, progress } from '../../testing/course-fixtures';
import { emptyProfile, fullProfile, studentInfo } from '../../testing/fixtures';
import { mockApi } from '../../testing/mock-api';
import { renderRoutes } from '../../testing/render';
import { StudentPage } from './student-page';

/** A page that needs the catalogue and stays unless its profile is missing. */
function CataloguePage() {
  return (
    <StudentPage
      needs={{ catalogue: true }}
      decide={(data) => (data.hasProfile ? STAY : redirect('profile'))}
      frame={(body) => (
        <main>
          <h1>{'frame'}</h1>
          {body}
        </main>
      )}
    >
      {({ catalogue, progress: p }) => (
        <p>
          {`${catalogue.grades.length} grades, first time ${String(p.IsFirstTime)}`}
        </p>
      )}
    </StudentPage>
  );
}

/**
 * A page that creates its own query and hands it to StudentPage without
 * reading it itself (as welcome and profile do): StudentPage must still
 * re-render when that query resolves, before or after the profile.
 */
function OwnQueryPage() {
  const word = useQuery({ queryKey: ['word'], queryFn: () => wordAnswer });
  return (
    <StudentPage
      needs={{ progress: 'withProfile' }}
      queries={{ word }}
      decide={() => STAY}
      frame={(body) => <main>{body}</main>}
    >
      {({ extra }) => <p>{`the word is ${extra.word ?? ''}`}</p>}
    </StudentPage>
  );
}

let resolveWord: (word: string) => void = () => undefined;
let wordAnswer = Promise.resolve('');

/** The page's own query answers when the test says so. */
function holdWord() {
  wordAnswer = new Promise<string>((resolve) => {
    resolveWord = resolve;
  });
}

const routes = [
  { path: '/page', element: <CataloguePage /> },
  {
    path: '/own-query',
    element: <OwnQueryPage />,
  },
  { path: '/profile', element: <h1>{'profile'}</h1> },
];

beforeEach(async () => {
  await loadLocalRecord();
  await updateLocalRecord({ studentInfo: studentInfo() });
});

describe('StudentPage: one way to load, redirect and show missing data (spec 01 §4, §8)', () => {
  it('shows the content with the profile, progress and catalogue once all have loaded', async () => {
    mockApi({
      'GET /api/v2/StudentProfile/': { body: fullProfile },
      'GET /api/v2/StudentProgress/': { body: progress() },
      'GET /api/v2/AvailableGradeList/': { body: gradesWithModules('en-US') },
    });
    await renderRoutes(routes, { path: '/page' });
    expect(
      await screen.findByText('3 grades, first time true'),
    ).toBeInTheDocument();
  });

  it("follows the page's redirect decision", async () => {
    mockApi({ 'GET /api/v2/StudentProfile/': { body: emptyProfile } });
    const { router } = await renderRoutes(routes, { path: '/page' });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/profile'),
    );
  });

  it('shows a load failure with Retry inside the frame, and Retry loads again', async () => {
    let fail = true;
    mockApi({
      'GET /api/v2/StudentProfile/': { body: fullProfile },
      'GET /api/v2/StudentProgress/': () =>
        fail
          ? { status: 500, body: { Code: 'ServerError', Message: 'down' } }
          : { body: progress() },
      'GET /api/v2/AvailableGradeList/': { body: gradesWithModules('en-US') },
    });
    await renderRoutes(routes, { path: '/page' });
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByRole('heading', { name: 'frame' })).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(retry);
    expect(
      await screen.findByText('3 grades, first time true'),
    ).toBeInTheDocument();
  });

  it('alerts inside the frame when the grade list is empty (spec 01 §8)', async () => {
    mockApi({
      'GET /api/v2/StudentProfile/': { body: fullProfile },
      'GET /api/v2/StudentProgress/': { body: progress() },
      'GET /api/v2/AvailableGradeList/': { body: [] },
    });
    await renderRoutes(routes, { path: '/page' });
    expect(
      await screen.findByRole('dialog', {
        name: "We couldn't load the modules for your grade.",
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'frame' })).toBeInTheDocument();
  });

  it("shows the content when the page's own query resolves after the profile", async () => {
    const api = mockApi({
      'GET /api/v2/StudentProfile/': { body: fullProfile },
      'GET /api/v2/StudentProgress/': { body: progress() },
    });
    holdWord();
    await renderRoutes(routes, { path: '/own-query' });
    // The profile and progress are in; only the page's own query is pending.
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/v2/StudentProgress/')).toHaveLength(1),
    );
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByText(/the word is/)).not.toBeInTheDocument();
    resolveWord('ready');
    expect(await screen.findByText('the word is ready')).toBeInTheDocument();
  });

  it("shows the content when the page's own query resolves before the profile", async () => {
    let resolveProfile: () => void = () => undefined;
    const profileAnswered = new Promise<void>((resolve) => {
      resolveProfile = resolve;
    });
    mockApi({
      'GET /api/v2/StudentProfile/': async () => {
        await profileAnswered;
        return { body: fullProfile };
      },
      'GET /api/v2/StudentProgress/': { body: progress() },
    });
    holdWord();
    await renderRoutes(routes, { path: '/own-query' });
    resolveWord('early');
    // The page's own query is in; the profile is still on its way.
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByRole('status')).toBeInTheDocument();
    resolveProfile();
    expect(await screen.findByText('the word is early')).toBeInTheDocument();
  });
});
