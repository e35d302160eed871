import { screen, waitFor, within } from '../../../testing/testing-library';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../testing/render';
import { LearnPage } from './learn-page';
import { gradesWithModules, userInfo } from '../../../testing/course-fixtures';
import { fullProfile } from '../../../testing/fixtures';
import { mockApi } from '../../../testing/mock-api';
import { api, signInStudent, studied } from './learn-test-harness';

// The overlays and coach marks stay on learn.
const routes = [{ path: '/learn', element: <LearnPage /> }];

beforeEach(signInStudent);

describe('the learn page overlays and coach marks (spec 02 §2 Learn page)', () => {
  it('reopens the latest custom test results from learn at any time (overlay 2)', async () => {
    const at = (day: number) => `2025-06-0${day}T10:00:00.000Z`;
    api(studied(), [
      {
        ModuleKey: 'articles',
        CustomTestKey: 'ct-2',
        Scores: [
          {
            Score: 2,
            TotalScore: 10,
            CreatedStamp: at(1),
            CustomTestKey: 'ct-1',
          },
          {
            Score: 9,
            TotalScore: 10,
            CreatedStamp: at(2),
            CustomTestKey: 'ct-2',
          },
        ],
      },
      {
        ModuleKey: 'can',
        CustomTestKey: 'ct-2',
        Scores: [
          {
            Score: 3,
            TotalScore: 10,
            CreatedStamp: at(2),
            CustomTestKey: 'ct-2',
          },
        ],
      },
    ]);
    await renderRoutes(routes, { path: '/learn' });
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole(
        'button',
        { name: 'My latest custom test results' },
        { timeout: 5000 },
      ),
    );
    const dialog = screen.getByRole('dialog', {
      name: 'Your custom test results',
    });
    // 12 of 20: 60%, feedback class 4; articles 90% passed, can 30% not.
    expect(dialog).toHaveTextContent(
      'You scored 60%. Keep practising and try again.',
    );
    const rows = within(dialog).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/^Articles.*90%Passed$/),
      expect.stringMatching(/^Can for ability.*30%Requires attention$/),
    ]);
    await user.click(
      within(dialog).getByRole('button', { name: 'Back to my modules' }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('reopens the latest DT results from learn, then its mistakes', async () => {
    api();
    await renderRoutes(routes, { path: '/learn' });
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'My latest test results' }),
    );
    const results = screen.getByRole('dialog', { name: 'Your test results' });
    await user.click(
      within(results).getByRole('button', { name: 'See my mistakes' }),
    );
    const mistakes = await screen.findByRole('dialog', {
      name: 'My mistakes in the latest test',
    });
    expect(
      await within(mistakes).findByText('Two [cats] sleep.'),
    ).toBeInTheDocument();
    expect(mistakes).toHaveTextContent('Two [not answered] sleep.');
    expect(mistakes).toHaveTextContent('Two or more: add -s.');
  });

  it('shows the first coach mark while the answers load, and keeps that same tip once they are in', async () => {
    document.cookie = 'gp_cookie=; max-age=0; path=/';
    let answerProgress: ((reply: { body: unknown }) => void) | undefined;
    mockApi({
      'GET /api/v2/CustomTest/': { body: [] },
      'GET /api/v2/StudentProfile/': { body: fullProfile },
      'GET /api/v2/StudentProfile/GP/': { body: userInfo(1) },
      'GET /api/v2/AvailableGradeList/': { body: gradesWithModules('en-US') },
      'POST /api/v2/RemediationLessonPractice/Progress/': { body: [] },
      'GET /api/v2/StudentProgress/': () =>
        new Promise((resolve) => {
          answerProgress = resolve;
        }),
    });
    await renderRoutes(routes, { path: '/learn' });
    const tip = await screen.findByText(/Switch between the tabs/);
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    // The progress is asked for once the profile is in.
    await waitFor(() => expect(answerProgress).toBeDefined());
    answerProgress?.({ body: studied() });
    expect(
      await screen.findByRole('tablist', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    // The same element: the tip neither moves nor paints again.
    expect(screen.getByText(/Switch between the tabs/)).toBe(tip);
  });

  it('shows the coach marks one at a time and keeps the counter in the gp_cookie cookie', async () => {
    document.cookie = 'gp_cookie=; max-age=0; path=/';
    api();
    const first = await renderRoutes(routes, { path: '/learn' });
    const user = userEvent.setup();
    expect(
      await screen.findByText(/Switch between the tabs/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Got it' }));
    expect(
      screen.getByText(/Open your latest test results/),
    ).toBeInTheDocument();
    expect(document.cookie).toContain('gp_cookie=');
    first.unmount();
    // A new visit starts from the counter: the second mark, then none.
    api();
    await renderRoutes(routes, { path: '/learn' });
    await user.click(await screen.findByRole('button', { name: 'Got it' }));
    expect(
      screen.queryByText(/Open your latest test results/),
    ).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Got it' }),
    ).not.toBeInTheDocument();
  });
});
