import { screen, waitFor, within } from '../../../testing/testing-library';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
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

// One test taken, every module passed: nothing to study, so the grammar test button shows.
const oneTestTaken = progress({
  isFirstTime: false,
  newModules: ['present-simple'],
  tested: [
    { key: 'nouns', scores: [{ score: 18, at: '2025-05-01T10:00:00.000Z' }] },
  ],
});

function api(status: 1 | 2 | 4) {
  return mockApi({
    'GET /api/v2/StudentProfile/': { body: fullProfile },
    'GET /api/v2/StudentProfile/GP/': { body: userInfo(status) },
    'GET /api/v2/StudentProgress/': { body: oneTestTaken },
    'GET /api/v2/AvailableGradeList/': { body: gradesWithModules('en-US') },
    'GET /api/v2/CustomTest/': { body: [] },
    'POST /api/v2/RemediationLessonPractice/Progress/': { body: [] },
    'GET /api/v2/HomePageAds/': { body: { IsShown: false, IsRead: true } },
  });
}

const routes = [
  { path: '/learn', element: <LearnPage /> },
  { path: '/dt-intro', element: <h1>{'dt intro'}</h1> },
  { path: '/purchase-guide', element: <h1>{'purchase guide'}</h1> },
];

async function takeTheTest(status: 1 | 2 | 4) {
  api(status);
  const view = await renderRoutes(routes, { path: '/learn' });
  const user = userEvent.setup();
  await user.click(
    await screen.findByRole(
      'button',
      { name: 'Take the grammar test' },
      { timeout: 5000 },
    ),
  );
  return { ...view, user };
}

beforeEach(async () => {
  await loadLocalRecord();
  await updateLocalRecord({ studentInfo: studentInfo() });
});

describe('the learn page warning popup (spec 02 §2 warning 3 learn more, §6 Demo)', () => {
  it('a demo student who took the free test learns more instead: keyboard, focus kept inside, no axe violations', async () => {
    const { router, user } = await takeTheTest(4);
    const dialog = screen.getByRole('dialog', {
      name: "You've used your free grammar test",
    });
    expect(dialog).toHaveTextContent(
      'The free trial includes one grammar test. Get the full version to take more tests and study every module.',
    );
    expect(router.state.location.pathname).toBe('/learn');
    // Continue studying (the close button) has the focus; Tab stays in the popup.
    const [close, full, stay] = within(dialog).getAllByRole('button');
    expect(close).toHaveAccessibleName('Continue studying');
    expect(close).toHaveFocus();
    await user.tab();
    expect(full).toHaveFocus();
    expect(full).toHaveAccessibleName('Get the full version');
    await user.tab();
    expect(stay).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(stay).toHaveFocus();
    const results = await axe.run(dialog, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((v) => v.id)).toEqual([]);

    // Escape means Continue studying: the popup closes, learn stays.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/learn');

    // Get the full version, by keyboard: the purchase guide, entered from learn.
    await user.click(
      screen.getByRole('button', { name: 'Take the grammar test' }),
    );
    await user.tab();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/purchase-guide'),
    );
    expect(getLocalRecord().identificationOfEntryPage).toBe('learn');
  }, 30_000);

  it('an expired student with the test used is told the subscription has expired (warning 2), Got it closes it', async () => {
    const { router, user } = await takeTheTest(2);
    const dialog = screen.getByRole('dialog', {
      name: 'Your subscription has expired',
    });
    expect(dialog).toHaveTextContent(
      'Contact your Progress Advisor to renew it and continue with Grammar Pro!',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/learn');
  });

  it('a regular student goes straight to the DT intro', async () => {
    const { router } = await takeTheTest(1);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/dt-intro'),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
