import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  getLocalRecord,
  loadLocalRecord,
  updateLocalRecord,
} from '../../../lib/storage/local-record';
import { gradesWithModules, userInfo } from '../../../testing/course-fixtures';
import { fullProfile, studentInfo } from '../../../testing/fixtures';
import {
  lessonActivities,
  MODULE,
  practiceProgress,
  studyProgress,
} from '../../../testing/lesson-fixtures';
import { mockApi, type RecordedCall } from '../../../testing/mock-api';
import { renderRoutes } from '../../../testing/render';
import { ModuleLessonPage } from './module-lesson-page';

function api({
  scores = [null, null, null, null] as (number | null)[],
  status = 1 as 1 | 2 | 4,
  finished = {} as Record<number, string[]>,
  customTestStamp = null as string | null,
} = {}) {
  return mockApi({
    'GET /api/v2/StudentProfile/': { body: fullProfile },
    'GET /api/v2/StudentProfile/GP/': { body: userInfo(status) },
    'GET /api/v2/StudentProgress/': { body: studyProgress(scores) },
    'GET /api/v2/AvailableGradeList/': { body: gradesWithModules('en-US') },
    'POST /api/v2/RemediationLessonPractice/Progress/': {
      body: practiceProgress(finished),
    },
    'POST /api/v2/ActivityEntity/Web/': (call: RecordedCall) => ({
      body: lessonActivities(call.body as string[]),
    }),
    'GET /api/v2/CustomTest/': {
      body: customTestStamp
        ? [
            {
              ModuleKey: MODULE,
              CustomTestKey: 'ct-1',
              Scores: [
                {
                  Score: 1,
                  TotalScore: 2,
                  CreatedStamp: customTestStamp,
                  CustomTestKey: 'ct-1',
                },
              ],
            },
          ]
        : [],
    },
    'GET /api/v2/CustomTest/LatestAnswers/ct-1': {
      body: {
        CustomTestKey: 'ct-1',
        EndStamp: customTestStamp ?? '',
        Questions: [
          {
            ModuleKey: MODULE,
            ActivityKey: 'c',
            QuestionKey: 'q9',
            Score: 0,
            TotalScore: 1,
            Review: {
              type: 'multipleSelect',
              questionKey: 'q9',
              score: 0,
              totalScore: 1,
              explanation: {
                en: 'University starts with a "you" sound.',
                zh: '',
                ru: '',
                id: '',
              },
              question: 'She goes to ___ university.',
              options: [
                { text: 'an', selected: true, isAnswer: false },
                { text: 'a', selected: false, isAnswer: true },
              ],
              selectedOptionIndexs: [0],
            },
          },
        ],
      },
    },
    'GET /api/v2/StudentDiagnosticTest/ModuleLatest/': {
      body: {
        DiagnosticTestKey: 'dt-1',
        EndStamp: '2025-05-01T10:00:00.000Z',
        Questions: [
          {
            ModuleKey: MODULE,
            ActivityKey: 'a',
            QuestionKey: 'q1',
            Score: 0,
            TotalScore: 1,
            Review: {
              type: 'multipleSelect',
              questionKey: 'q1',
              score: 0,
              totalScore: 1,
              explanation: {
                en: 'Hour starts with a vowel sound.',
                zh: '',
                ru: '',
                id: '',
              },
              question: 'We waited ___ hour.',
              options: [
                { text: 'a', selected: true, isAnswer: false },
                { text: 'an', selected: false, isAnswer: true },
              ],
              selectedOptionIndexs: [0],
            },
          },
        ],
      },
    },
  });
}

// The page waits for the profile, then the progress and the catalogue: on a busy machine that is slow.
const SLOW = { timeout: 10_000 };

const routes = [
  { path: '/module-lesson', element: <ModuleLessonPage /> },
  { path: '/learn', element: <h1>{'learn'}</h1> },
  { path: '/remediation-lesson', element: <h1>{'remediation lesson'}</h1> },
  { path: '/purchase-guide', element: <h1>{'purchase guide'}</h1> },
];

beforeEach(async () => {
  await loadLocalRecord();
  await updateLocalRecord({
    studentInfo: studentInfo(),
    remediationModuleKey: MODULE,
    remediationInfo: undefined,
    remediationPageStatus: undefined,
  });
});

describe(
  'the module lesson screen (spec 02 §2 Module lesson)',
  { timeout: 20_000 },
  () => {
    it('goes back to learn without a module key from the learn page', async () => {
      await updateLocalRecord({ remediationModuleKey: undefined });
      api();
      const { router } = await renderRoutes(routes, { path: '/module-lesson' });
      await waitFor(() =>
        expect(router.state.location.pathname).toBe('/learn'),
      );
    });

    it('shows the module card and the lessons with their video, practice, quiz and status', async () => {
      api({
        scores: [9, null, null, null],
        finished: { 2: ['articles.l2.explainer'] },
      });
      await renderRoutes(routes, { path: '/module-lesson' });
      const card = await screen.findByRole(
        'region',
        { name: /Articles/ },
        SLOW,
      );
      expect(within(card).getByText('Grade 3')).toBeInTheDocument();
      expect(within(card).getByText('1 of 4 lessons done')).toBeInTheDocument();
      expect(within(card).getByText('60%')).toBeInTheDocument();
      // Practice in lesson 2 has begun: the module button reads Continue.
      expect(
        within(card).getByRole('button', { name: 'Continue' }),
      ).toBeInTheDocument();

      const lessons = screen
        .getAllByRole('listitem')
        .filter((li) => li.textContent?.startsWith('Lesson'));
      expect(lessons).toHaveLength(4);
      const [first, second, third] = lessons;
      expect(first).toHaveTextContent('Excellent');
      expect(first).toHaveTextContent('9 of 10');
      expect(first).toHaveTextContent('High score');
      await waitFor(() => expect(second).toHaveTextContent('1:05'));
      expect(second).toHaveTextContent('How articles work');
      expect(second).toHaveTextContent('Watched');
      expect(second).toHaveTextContent('3 questions');
      expect(
        within(second!).getByRole('button', { name: 'Continue lesson 2' }),
      ).toBeInTheDocument();
      expect(third).toHaveTextContent('Locked');
      expect(within(third!).queryByRole('button')).not.toBeInTheDocument();
    });

    it('starts the last available lesson from the module button and stores it for the lesson page', async () => {
      api({ scores: [6, null, null, null] });
      const user = userEvent.setup();
      const { router } = await renderRoutes(routes, { path: '/module-lesson' });
      // Lesson 1 done counts as progress: the module button reads Continue.
      await user.click(
        await screen.findByRole('button', { name: 'Continue' }, SLOW),
      );
      await waitFor(() =>
        expect(router.state.location.pathname).toBe('/remediation-lesson'),
      );
      expect(getLocalRecord()).toMatchObject({
        remediationModuleKey: MODULE,
        remediationPageStatus: 1,
        remediationInfo: {
          moduleKey: MODULE,
          lessonKey: 'articles.l2',
          activityKeys: [
            'articles.l2.explainer',
            'articles.l2-p1',
            'articles.l2-quiz1',
          ],
        },
      });
    });

    it('warns an expired student, then opens the lesson at its quiz intro', async () => {
      const calls = api({ status: 2 });
      // spec 02 §6: an expired student keeps the module of the trial list.
      const user = userEvent.setup();
      const { router } = await renderRoutes(routes, { path: '/module-lesson' });
      expect(
        await screen.findByText(
          'Contact your Progress Advisor to renew it and continue with Grammar Pro!',
          {},
          SLOW,
        ),
      ).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Start lesson 1' }));
      const dialog = screen.getByRole('dialog', {
        name: 'Your subscription has expired',
      });
      await user.click(within(dialog).getByRole('button', { name: 'Got it' }));
      await waitFor(() =>
        expect(router.state.location.pathname).toBe('/remediation-lesson'),
      );
      expect(getLocalRecord().remediationPageStatus).toBe(2);
      expect(calls.callsTo('POST', '/api/v2/ActivityEntity/Web/')).toHaveLength(
        1,
      );
    });

    it('offers a demo student the full version on a module outside the trial, without asking for its activities', async () => {
      await updateLocalRecord({ remediationModuleKey: 'nouns' });
      const calls = api({ status: 4 });
      const user = userEvent.setup();
      const { router } = await renderRoutes(routes, { path: '/module-lesson' });
      await user.click(
        await screen.findByRole(
          'button',
          { name: 'Get the full version' },
          SLOW,
        ),
      );
      expect(router.state.location.pathname).toBe('/purchase-guide');
      expect(getLocalRecord().identificationOfEntryPage).toBe('module_lesson');
      expect(calls.callsTo('POST', '/api/v2/ActivityEntity/Web/')).toHaveLength(
        0,
      );
    });

    it('shows the mistakes of the latest test with the answer, the right answer and the explanation', async () => {
      api();
      const user = userEvent.setup();
      await renderRoutes(routes, { path: '/module-lesson' });
      await user.click(
        await screen.findByRole('button', { name: 'View mistakes' }, SLOW),
      );
      const dialog = await screen.findByRole('dialog', {
        name: 'Mistakes: Articles',
      });
      await within(dialog).findByText('We waited ___ hour.');
      expect(
        within(dialog).getByText('Your answer').nextSibling,
      ).toHaveTextContent('a');
      expect(
        within(dialog).getByText('Right answer').nextSibling,
      ).toHaveTextContent('an');
      expect(
        within(dialog).getByText('Hour starts with a vowel sound.'),
      ).toBeInTheDocument();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('shows the mistakes of a custom test taken after the diagnostic test', async () => {
      api({ customTestStamp: '2025-06-01T10:00:00.000Z' });
      const user = userEvent.setup();
      await renderRoutes(routes, { path: '/module-lesson' });
      await user.click(
        await screen.findByRole('button', { name: 'View mistakes' }, SLOW),
      );
      const dialog = await screen.findByRole('dialog', {
        name: 'Mistakes: Articles',
      });
      await within(dialog).findByText('She goes to ___ university.');
      expect(
        within(dialog).queryByText('We waited ___ hour.'),
      ).not.toBeInTheDocument();
    });
  },
);
