import { screen, waitFor } from '../../testing/testing-library';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  loadLocalRecord,
  updateLocalRecord,
} from '../../lib/storage/local-record';
import { studentInfo } from '../../testing/fixtures';
import { renderRoutes } from '../../testing/render';
import { NavLayout } from './nav-layout';
import type { PageHandle } from './page-handle';

function LearnProbe() {
  return <h1>{JSON.stringify(useLocation().state)}</h1>;
}

const routes = [
  {
    element: <NavLayout />,
    children: [
      {
        path: '/module-lesson',
        handle: { page: 'module_lesson' } satisfies PageHandle,
        element: <h1>{'module lesson'}</h1>,
      },
      {
        path: '/learn',
        handle: { page: 'learn' } satisfies PageHandle,
        element: <LearnProbe />,
      },
    ],
  },
];

beforeEach(async () => {
  await loadLocalRecord();
  await updateLocalRecord({ studentInfo: studentInfo(), targetPage: 'learn' });
});

describe('the navigation bar around the module lesson (spec 02 §2)', () => {
  it('goes back to learn saying it came from the module lesson, so learn keeps its tab', async () => {
    const user = userEvent.setup();
    const { router } = await renderRoutes(routes, { path: '/module-lesson' });
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/learn'));
    expect(router.state.location.state).toEqual({
      returnedViaModuleLessonBack: true,
    });
  });
});
