import { act, screen, waitFor, within } from '../../../testing/testing-library';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
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
import { CustomTestPage } from './custom-test-page';

// Five weak modules (under 80 twice); the lower the latest score, the earlier in the list.
const weak = (key: string, last: number) => ({
  key,
  scores: [
    { score: 5, at: '2025-03-01T10:00:00.000Z' },
    { score: last, at: '2025-05-01T10:00:00.000Z' },
  ],
});
const fiveWeak = progress({
  isFirstTime: false,
  tested: [
    weak('nouns', 14),
    weak('articles', 6),
    weak('present-simple', 10),
    weak('can', 8),
    weak('past-simple', 12),
  ],
});

function api(status: 1 | 4 = 1) {
  return mockApi({
    'GET /api/v2/StudentProfile/': { body: fullProfile },
    'GET /api/v2/StudentProfile/GP/': { body: userInfo(status) },
    'GET /api/v2/StudentProgress/': { body: fiveWeak },
    'GET /api/v2/AvailableGradeList/': { body: gradesWithModules('en-US') },
    'GET /api/v2/CustomTest/': { body: [] },
  });
}

const routes = [
  { path: '/custom-test', element: <CustomTestPage /> },
  { path: '/ct-testing', element: <h1>{'ct testing'}</h1> },
  { path: '/module-lesson', element: <h1>{'module lesson'}</h1> },
  { path: '/learn', element: <h1>{'learn'}</h1> },
];

beforeEach(async () => {
  await loadLocalRecord();
  await updateLocalRecord({ studentInfo: studentInfo() });
});

const names = (region: HTMLElement) =>
  within(region)
    .getAllByRole('listitem')
    .map((li) => li.querySelector('span[lang="en"]')?.textContent);

describe('the custom test page (spec 02 §2, §4 Custom test selection)', () => {
  it('preselects the 4 lowest, refuses a fifth when full, and starts with the chosen keys', async () => {
    api();
    const { router } = await renderRoutes(routes, { path: '/custom-test' });
    const user = userEvent.setup();
    const selected = await screen.findByRole('region', {
      name: 'In your test (4 of 4)',
    });
    expect(names(selected)).toEqual([
      'Articles',
      'Can for ability',
      'Present simple',
      'Past simple',
    ]);
    const more = screen.getByRole('region', { name: 'You can also add' });
    await user.click(
      within(more).getByRole('button', { name: 'Add Nouns and plurals' }),
    );
    const full = screen.getByRole('dialog', { name: 'Custom Test is full!' });
    expect(full).toHaveTextContent(
      'Remove something from the test first, then add this module.',
    );
    await user.click(within(full).getByRole('button', { name: 'OK' }));

    // Keyboard only: remove one, then add the other.
    screen.getByRole('button', { name: 'Remove Articles' }).focus();
    await user.keyboard('{Enter}');
    screen.getByRole('button', { name: 'Add Nouns and plurals' }).focus();
    await user.keyboard('{Enter}');
    expect(
      names(screen.getByRole('region', { name: 'In your test (4 of 4)' })),
    ).toContain('Nouns and plurals');

    await user.click(screen.getByRole('button', { name: 'Start the test' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/ct-testing'),
    );
    expect(getLocalRecord().customTestModuleKeys).toEqual([
      'can',
      'present-simple',
      'past-simple',
      'nouns',
    ]);
  });

  it('Start needs one module; without canDoCt a warning shows and fades after 4700 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      api(4);
      const { router } = await renderRoutes(routes, { path: '/custom-test' });
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await screen.findByRole('region', { name: 'In your test (4 of 4)' });
      await user.click(screen.getByRole('button', { name: 'Start the test' }));
      expect(
        screen.getByText('Custom tests are not available'),
      ).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/custom-test');
      act(() => vi.advanceTimersByTime(4700));
      expect(
        screen.queryByText('Custom tests are not available'),
      ).not.toBeInTheDocument();
      for (const key of [
        'Articles',
        'Can for ability',
        'Present simple',
        'Past simple',
      ])
        await user.click(screen.getByRole('button', { name: `Remove ${key}` }));
      expect(
        screen.getByRole('button', { name: 'Start the test' }),
      ).toBeDisabled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('tapping a module opens its module lesson', async () => {
    api();
    await renderRoutes(routes, { path: '/custom-test' });
    const user = userEvent.setup();
    const selected = await screen.findByRole('region', {
      name: 'In your test (4 of 4)',
    });
    await user.click(
      within(selected).getByRole('button', { name: 'Articles' }),
    );
    expect(
      await screen.findByRole('heading', { name: 'module lesson' }),
    ).toBeInTheDocument();
    expect(getLocalRecord().remediationModuleKey).toBe('articles');
  });
});
