import {
  fireEvent,
  screen,
  waitFor,
  within,
} from '../../../testing/testing-library';
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
  MODULE,
  practiceProgress,
  studyProgress,
} from '../../../testing/lesson-fixtures';
import { mockApi } from '../../../testing/mock-api';
import { renderRoutes } from '../../../testing/render';
import { LearnPage } from './learn-page';

function api(finished: Record<number, string[]> = {}) {
  return mockApi({
    'GET /api/v2/StudentProfile/': { body: fullProfile },
    'GET /api/v2/StudentProfile/GP/': { body: userInfo(1) },
    'GET /api/v2/StudentProgress/': { body: studyProgress() },
    'GET /api/v2/AvailableGradeList/': { body: gradesWithModules('en-US') },
    'POST /api/v2/RemediationLessonPractice/Progress/': {
      body: practiceProgress(finished),
    },
  });
}

const routes = [
  { path: '/learn', element: <LearnPage /> },
  { path: '/module-lesson', element: <h1>{'module lesson'}</h1> },
  { path: '/remediation-lesson', element: <h1>{'remediation lesson'}</h1> },
];

async function articlesCard() {
  const recommended = await screen.findByRole('region', {
    name: /Recommended for you/,
  });
  return within(recommended).getByRole('article', { name: 'Articles' });
}

beforeEach(async () => {
  await loadLocalRecord();
  await updateLocalRecord({ studentInfo: studentInfo() });
});

describe('the learn page module cards start and open lessons (spec 02 §2 Module cards)', () => {
  it('offers Start on a module never studied, and starts its first lesson', async () => {
    api();
    const user = userEvent.setup();
    const { router } = await renderRoutes(routes, { path: '/learn' });
    const card = await articlesCard();
    await user.click(
      await within(card).findByRole('button', { name: 'Start' }),
    );
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/remediation-lesson'),
    );
    expect(getLocalRecord()).toMatchObject({
      remediationModuleKey: MODULE,
      remediationPageStatus: 1,
      remediationInfo: { lessonKey: 'articles.l1' },
    });
  });

  it('offers Continue once the module has progress', async () => {
    api({ 1: ['articles.l1.explainer'] });
    await renderRoutes(routes, { path: '/learn' });
    const card = await articlesCard();
    expect(
      await within(card).findByRole('button', { name: 'Continue' }),
    ).toBeInTheDocument();
    expect(
      within(card).queryByRole('button', { name: 'Start' }),
    ).not.toBeInTheDocument();
  });

  it('opens the module lesson on a click on the card, not after a mouse drag of 10 px or more', async () => {
    api();
    const { router } = await renderRoutes(routes, { path: '/learn' });
    const card = await articlesCard();
    const text = within(card).getByText('How to use articles.');
    fireEvent.pointerDown(text, {
      clientX: 10,
      clientY: 10,
      pointerType: 'mouse',
    });
    fireEvent.click(text, { clientX: 22, clientY: 10 });
    expect(router.state.location.pathname).toBe('/learn');
    fireEvent.pointerDown(text, {
      clientX: 10,
      clientY: 10,
      pointerType: 'mouse',
    });
    fireEvent.click(text, { clientX: 15, clientY: 14 });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/module-lesson'),
    );
    expect(getLocalRecord()).toMatchObject({
      remediationModuleKey: MODULE,
      targetPage: 'learn',
    });
  });
});
