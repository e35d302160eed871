import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import {
  loadLocalRecord,
  updateLocalRecord,
} from '../../../lib/storage/local-record';
import { diagnosticTest } from '../../../testing/course-fixtures';
import { studentInfo } from '../../../testing/fixtures';
import {
  fromPlayer as fromFrame,
  playerFrame,
} from '../../../testing/player-frame';
import { renderRoutes } from '../../../testing/render';
import { TestSession } from './test-session';

/** What the test-session files share: the session on its route, its frame and the signed-in student. */
export const LESSON_ID = 'dt-key-1_u1_diagnostic_test';

function LearnProbe() {
  const location = useLocation();
  return <h1>{JSON.stringify(location.state)}</h1>;
}

export async function renderSession(cameFromPage = true) {
  const view = await renderRoutes(
    [
      {
        path: '/testing',
        element: (
          <TestSession
            test={diagnosticTest}
            studentId="u1"
            cameFromPage={cameFromPage}
          />
        ),
      },
      { path: '/dt-intro', element: null },
      { path: '/learn', element: <LearnProbe /> },
    ],
    { path: '/testing' },
  );
  return { ...view, ...playerFrame(), user: userEvent.setup() };
}

export const fromPlayer = (
  frame: HTMLIFrameElement,
  data: Record<string, unknown>,
  options?: Parameters<typeof fromFrame>[3],
) => fromFrame(frame, LESSON_ID, data, options);

/** A signed-in student's local record, loaded (call in beforeEach). */
export async function signedInRecord(): Promise<void> {
  await loadLocalRecord();
  await updateLocalRecord({ studentInfo: studentInfo() });
}
