import { act, screen, waitFor } from '../../testing/testing-library';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../lib/api-error';
import { openLearningRecordStore } from '../../lib/learning-records/queue-store';
import {
  loadLocalRecord,
  updateLocalRecord,
} from '../../lib/storage/local-record';
import { studentInfo } from '../../testing/fixtures';
import { mockApi } from '../../testing/mock-api';
import { renderRoutes } from '../../testing/render';
import { RequireAuth } from './require-auth';

beforeEach(async () => {
  await loadLocalRecord();
  const info = studentInfo();
  await updateLocalRecord({ studentInfo: info });
  configureApiClient({ getToken: () => info.Token });
  mockApi({
    'POST /api/v2/xAPI/AccessToken/': { body: { Token: 'xapi-token' } },
    'PUT /xapi/statements': { status: 204 },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const visits = async () =>
  (await (await openLearningRecordStore()).visits()).map((v) => v.pageId);

it('starts the learning records once the page is idle after its first paint, not while a first question is on its way (issue 16)', async () => {
  const idle: (() => void)[] = [];
  vi.stubGlobal('requestIdleCallback', (work: () => void) => idle.push(work));
  vi.stubGlobal('cancelIdleCallback', () => {});
  await renderRoutes(
    [
      {
        element: <RequireAuth />,
        children: [{ path: '/learn', element: <h1>{'learn'}</h1> }],
      },
    ],
    { path: '/learn', queryProvider: false },
  );
  expect(await screen.findByRole('heading', { name: 'learn' })).toBeVisible();
  // After the first paint (jsdom reports none: the next task), it waits for idle time.
  await waitFor(() => expect(idle).toHaveLength(1));
  await new Promise((r) => setTimeout(r, 100));
  expect(await visits()).toEqual([]);
  act(() => idle[0]!());
  // Its code loads then, and the visit to learn starts.
  await waitFor(async () => expect(await visits()).toEqual(['learn']), {
    timeout: 5000,
  });
});
