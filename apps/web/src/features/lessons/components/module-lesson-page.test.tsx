import { screen, waitFor, within } from '../../../testing/testing-library';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  getLocalRecord,
  updateLocalRecord,
} from '../../../lib/storage/local-record';
import { MODULE } from '../../../testing/lesson-fixtures';
import { renderRoutes } from '../../../testing/render';
import { api, moduleChosen, routes, SLOW } from './module-lesson-harness';

beforeEach(moduleChosen);

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
  },
);
