import { act, screen, within } from '../../../testing/testing-library';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../testing/render';
import { LearnPage } from './learn-page';
import { api, signInStudent, studied } from './learn-test-harness';

const routes = [
  { path: '/learn', element: <LearnPage /> },
  { path: '/custom-test', element: <h1>{'custom test'}</h1> },
  { path: '/module-lesson', element: <h1>{'module lesson'}</h1> },
];

beforeEach(signInStudent);

describe('the learn page tabs (spec 02 §2 Learn page)', () => {
  it('Recommended: T1 cards take the custom tests into account, the arrow by the score comparison rule (spec 02 §4)', async () => {
    const ct = (key: string, scores: number[]) => ({
      ModuleKey: key,
      CustomTestKey: `ct-${scores.length}`,
      Scores: scores.map((Score, i) => ({
        Score,
        TotalScore: 20,
        CreatedStamp: `2025-06-0${i + 1}T10:00:00.000Z`,
        CustomTestKey: `ct-${i + 1}`,
      })),
    });
    // articles: one CT score, compared with its latest DT score (12 of 20); nouns: two CT
    // scores, the newest compared with the one before.
    api(studied(), [ct('articles', [18]), ct('nouns', [19, 16])]);
    await renderRoutes(routes, { path: '/learn' });
    const card = async (name: string) =>
      (
        await screen.findByRole(
          'heading',
          { name: new RegExp(name) },
          { timeout: 5000 },
        )
      ).closest('article') as HTMLElement;
    const articles = await card('Articles');
    expect(articles).toHaveTextContent('Latest score90%');
    expect(articles).toHaveTextContent('up from the previous score');
    expect(articles).toHaveTextContent('Previous score60%');
    const nouns = await card('Nouns');
    expect(nouns).toHaveTextContent('Latest score80%');
    expect(nouns).toHaveTextContent('down from the previous score');
    expect(nouns).toHaveTextContent('Previous score95%');
  });

  it('All modules: progress group counts, the report place, grades and T3 cards', async () => {
    api();
    await renderRoutes(routes, { path: '/learn' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'All modules' }));
    const panel = screen.getByRole('tabpanel');
    const groups = within(panel).getByRole('region', { name: 'My progress' });
    // passed: nouns; not passed: articles, can; not started: 3 untested.
    expect(groups).toHaveTextContent('0Studying');
    expect(groups).toHaveTextContent('2Not passed');
    expect(groups).toHaveTextContent('1Passed');
    expect(groups).toHaveTextContent('3Not started');
    expect(
      within(panel).getByRole('region', { name: 'Study report' }),
    ).toBeInTheDocument();
    const grade3 = within(panel).getByRole('region', { name: 'Grade 3' });
    const nouns = within(grade3).getByRole('button', {
      name: /Nouns and plurals/,
    });
    expect(nouns).toHaveTextContent('85%');
    // The side list's links move focus to a grade's heading.
    await user.click(within(panel).getByRole('link', { name: 'Grade 5' }));
    expect(
      within(panel).getByRole('heading', { name: 'Grade 5' }),
    ).toHaveFocus();
    await user.click(nouns);
    expect(
      await screen.findByRole('heading', { name: 'module lesson' }),
    ).toBeInTheDocument();
  });

  it('Requires attention: the empty state without weak modules', async () => {
    api(studied(false));
    await renderRoutes(routes, { path: '/learn' });
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('tab', { name: 'Requires attention' }),
    );
    expect(screen.getByRole('tabpanel')).toHaveTextContent(
      'No modules need attention',
    );
  });

  it('Requires attention: weak modules, the 4-page popup with its lock, and Retest', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    try {
      api();
      const { router } = await renderRoutes(routes, { path: '/learn' });
      const user = userEvent.setup();
      await user.click(
        await screen.findByRole('tab', { name: 'Requires attention' }),
      );
      const panel = screen.getByRole('tabpanel');
      const list = within(panel).getByRole('region', {
        name: 'Not passed yet (1 module)',
      });
      expect(
        within(list).getByRole('article', { name: 'Can for ability' }),
      ).toBeInTheDocument();

      await user.click(
        within(panel).getByRole('button', { name: 'Learn more' }),
      );
      const dialog = screen.getByRole('dialog', { name: 'Ways to improve' });
      expect(dialog).toHaveTextContent('Low scores');
      expect(
        within(dialog).getByRole('button', { name: 'Previous' }),
      ).toBeDisabled();
      await user.click(within(dialog).getByRole('button', { name: 'Next' }));
      expect(dialog).toHaveTextContent('Learn with a teacher');
      // A second click within 500 ms is ignored.
      await user.click(within(dialog).getByRole('button', { name: 'Next' }));
      expect(dialog).toHaveTextContent('Learn with a teacher');
      act(() => vi.setSystemTime(Date.now() + 500));
      await user.click(within(dialog).getByRole('button', { name: 'Next' }));
      expect(dialog).toHaveTextContent('Take another test');
      act(() => vi.setSystemTime(Date.now() + 500));
      await user.click(within(dialog).getByRole('button', { name: 'Next' }));
      expect(dialog).toHaveTextContent('Talk to your Progress Advisor');
      expect(within(dialog).getByText('Page 4 of 4')).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Got it' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

      await user.click(within(panel).getByRole('button', { name: 'Retest' }));
      expect(router.state.location.pathname).toBe('/custom-test');
    } finally {
      vi.useRealTimers();
    }
  });
});
