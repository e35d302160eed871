import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
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

// nouns passed (17 of 20 last), articles ongoing (one score), can a weakness (under 80 twice).
const studied = (weak = true) =>
  progress({
    isFirstTime: false,
    newModules: ['present-simple'],
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
      ...(weak
        ? [
            {
              key: 'can',
              scores: [
                { score: 8, at: '2025-03-01T10:00:00.000Z' },
                { score: 11, at: '2025-05-01T10:00:00.000Z' },
              ],
            },
          ]
        : []),
    ],
  });

function api(p = studied(), ctScores: unknown[] = []) {
  return mockApi({
    'GET /api/v2/CustomTest/': { body: ctScores },
    'GET /api/v2/StudentProfile/': { body: fullProfile },
    'GET /api/v2/StudentProfile/GP/': { body: userInfo(1) },
    'GET /api/v2/StudentProgress/': { body: p },
    'GET /api/v2/AvailableGradeList/': { body: gradesWithModules('en-US') },
    'POST /api/v2/RemediationLessonPractice/Progress/': { body: [] },
    'GET /api/v2/StudentDiagnosticTest/Last/': {
      body: {
        DiagnosticTestKey: 'dt-2',
        EndStamp: '2025-05-01T10:00:00.000Z',
        Questions: [
          {
            ModuleKey: 'nouns',
            ActivityKey: 'nouns-ms',
            QuestionKey: 'q1',
            Score: 0,
            TotalScore: 1,
            Review: {
              type: 'gapFill',
              questionKey: 'q1',
              score: 0,
              totalScore: 1,
              explanation: {
                en: 'Two or more: add -s.',
                zh: '',
                ru: '',
                id: '',
              },
              items: [
                { isGap: false, text: 'Two ' },
                {
                  isGap: true,
                  inputValue: 'not answered',
                  correctAns: 'cats',
                  isCorrect: false,
                },
                { isGap: false, text: ' sleep.' },
              ],
            },
          },
        ],
      },
    },
  });
}

const routes = [
  { path: '/learn', element: <LearnPage /> },
  { path: '/custom-test', element: <h1>{'custom test'}</h1> },
  { path: '/module-lesson', element: <h1>{'module lesson'}</h1> },
];

beforeEach(async () => {
  await loadLocalRecord();
  await updateLocalRecord({ studentInfo: studentInfo() });
});

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
