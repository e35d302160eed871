import { act, screen } from '../../testing/testing-library';
import { afterEach, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../testing/render';
import { SignedInShell } from './signed-in-shell';

vi.mock('../../lib/learning-records/recorder', () => ({
  LearningRecordsRecorder: () => <span data-testid="recorder" />,
}));

afterEach(() => {
  vi.unstubAllGlobals();
});

it('loads the learning records once the page is idle after its first paint, not while a first question is on its way (issue 16)', async () => {
  const idle: (() => void)[] = [];
  vi.stubGlobal('requestIdleCallback', (work: () => void) => idle.push(work));
  vi.stubGlobal('cancelIdleCallback', () => {});
  await renderRoutes(
    [
      {
        element: <SignedInShell />,
        children: [{ path: '/learn', element: <h1>{'learn'}</h1> }],
      },
    ],
    { path: '/learn', queryProvider: false },
  );
  expect(await screen.findByRole('heading', { name: 'learn' })).toBeVisible();
  // After the first paint (jsdom reports none: the next task), it waits for idle time.
  await vi.waitFor(() => expect(idle).toHaveLength(1));
  await new Promise((r) => setTimeout(r, 50));
  expect(screen.queryByTestId('recorder')).toBeNull();
  act(() => idle[0]!());
  expect(await screen.findByTestId('recorder')).toBeInTheDocument();
});
