import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ModuleActivityAnswer } from '@gp/api';
import {
  getLocalRecord,
  loadLocalRecord,
  updateLocalRecord,
} from '../../../lib/storage/local-record';
import { diagnosticTest } from '../../../testing/course-fixtures';
import { studentInfo } from '../../../testing/fixtures';
import { apiError, mockApi } from '../../../testing/mock-api';
import {
  fromPlayer as fromFrame,
  playerFrame,
} from '../../../testing/player-frame';
import { renderRoutes } from '../../../testing/render';
import { TestSession } from './test-session';

const LESSON_ID = 'dt-key-1_u1_diagnostic_test';
const ANSWERS: ModuleActivityAnswer[] = [
  {
    ModuleKey: 'nouns',
    ActivityKey: 'nouns-multipleSelect',
    TemplateType: 'multipleSelectDt',
    QuestionAnswer: [{ QuestionKey: 'q1', Response: { selected: [1] } }],
  },
];

function LearnProbe() {
  const location = useLocation();
  return <h1>{JSON.stringify(location.state)}</h1>;
}

async function renderSession(cameFromPage = true) {
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
      { path: '/dt-intro', element: <h1>{'dt intro'}</h1> },
      { path: '/learn', element: <LearnProbe /> },
    ],
    { path: '/testing' },
  );
  return { ...view, ...playerFrame(), user: userEvent.setup() };
}

const fromPlayer = (
  frame: HTMLIFrameElement,
  data: Record<string, unknown>,
  options?: Parameters<typeof fromFrame>[3],
) => fromFrame(frame, LESSON_ID, data, options);

beforeEach(async () => {
  await loadLocalRecord();
  await updateLocalRecord({ studentInfo: studentInfo() });
});

describe('the test frame protocol (spec 01 §4 Diagnostic test flow)', () => {
  it('opens the player with the lesson id, the student, the type, the language and the get-new-data flag', async () => {
    mockApi({});
    const { frame } = await renderSession();
    const url = new URL(frame.getAttribute('src') ?? '', 'http://x');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      lessonId: LESSON_ID,
      studentId: 'u1',
      type: 'diagnostic_test',
      lang: 'en-US',
      getNewData: '0',
    });
    expect(frame).toHaveAccessibleName('Test questions');
  });

  it('answers requestLessonData with the test and ignores messages from another origin, another window or of another shape', async () => {
    mockApi({});
    const { frame, posted } = await renderSession();
    fromPlayer(
      frame,
      { type: 'requestLessonData' },
      { origin: 'https://evil.example' },
    );
    fromPlayer(frame, { type: 'requestLessonData' }, { source: window });
    fromPlayer(frame, { type: 'requestLessonData', lessonId: 'another' });
    fromPlayer(frame, { type: 'somethingElse' });
    expect(posted).not.toHaveBeenCalled();
    fromPlayer(frame, { type: 'requestLessonData' });
    expect(posted).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'lessonData',
        kind: 'diagnostic_test',
        lessonId: LESSON_ID,
        language: 'en-US',
        modules: diagnosticTest.Modules,
      }),
      window.location.origin,
    );
  });

  it('stores the test when the frame reports data stored, and forwards tracking with StartDT', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = mockApi({
      'POST /api/v2/Tracking/': { body: { Success: true } },
    });
    const { frame } = await renderSession();
    fromPlayer(frame, { type: 'dataStored', questionCount: 1, resumed: false });
    fromPlayer(frame, {
      type: 'track',
      event: 'DtStart',
      at: '2025-05-01T10:00:00.000Z',
    });
    await waitFor(() =>
      expect(getLocalRecord().studentDiagnosticTest).toMatchObject({
        DiagnosticTestKey: 'dt-key-1',
        IdempotencyKey: expect.any(String),
      }),
    );
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(api.callsTo('POST', '/api/v2/Tracking/')[0]?.body).toEqual({
      Events: [
        expect.objectContaining({
          TrackType: 'StartDT',
          ContextKey: 'dt-key-1',
        }),
        expect.objectContaining({
          TrackType: 'DtStart',
          DiagnosticTestCourseKey: 'dt-key-1',
          LocalStamp: '2025-05-01T10:00:00.000Z',
        }),
      ],
    });
  });
});

describe('the leave warning (spec 01 §2 testing)', () => {
  it('asks before in-app navigation: Continue test stays, Quit test goes to dt_intro', async () => {
    mockApi({});
    const { router, user } = await renderSession();
    await act(() => router.navigate('/learn'));
    const dialog = screen.getByRole('dialog', { name: 'Leave the test?' });
    expect(dialog).toHaveTextContent(
      'If you leave the page now, your progress will be lost.',
    );
    // The close button (named Continue test) takes the focus: Enter never quits by accident.
    expect(
      screen.getAllByRole('button', { name: 'Continue test' })[0],
    ).toHaveFocus();
    await user.click(
      screen
        .getAllByRole('button', { name: 'Continue test' })
        .at(-1) as HTMLElement,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/testing');

    await user.click(screen.getByRole('button', { name: 'Quit test' }));
    await user.click(
      screen
        .getAllByRole('button', { name: 'Quit test' })
        .at(-1) as HTMLElement,
    );
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/dt-intro'),
    );
    expect(getLocalRecord().studentDiagnosticTest).toBeUndefined();
    expect(getLocalRecord().quitDiagnosticTestKey).toBe(
      diagnosticTest.DiagnosticTestKey,
    );
  });

  it('closes on Escape as Continue test', async () => {
    mockApi({});
    const { router, user } = await renderSession();
    await act(() => router.navigate('/learn'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/testing');
  });

  it('asks the browser to warn before the tab is closed, until the test is submitted', async () => {
    mockApi({ 'PUT /api/v2/StudentDiagnosticTest/Save/': { body: {} } });
    await renderSession();
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });
});

describe('submitting (spec 01 §4, DESIGN.md §4 Nothing typed is lost)', () => {
  const summary = {
    Ordinal: 1,
    DiagnosticTestKey: 'dt-key-1',
    EndStamp: '2025-05-01T10:20:00.000Z',
    Score: 1,
    TotalScore: 1,
    DisplayedScore: 100,
    PassedCount: 1,
    RecommendedCount: 0,
    ModuleScores: [],
  };

  it('submits once with the idempotency key kept in the local record, then goes to learn with the results overlay', async () => {
    let release: () => void = () => {};
    const api = mockApi({
      'PUT /api/v2/StudentDiagnosticTest/Save/': () =>
        new Promise((ok) => {
          release = () => ok({ body: summary });
        }),
      'POST /api/v2/Tracking/': { body: { Success: true } },
    });
    const { frame, sent, router } = await renderSession();
    fromPlayer(frame, { type: 'submit', answers: ANSWERS });
    fromPlayer(frame, { type: 'submit', answers: ANSWERS });
    await waitFor(() =>
      expect(
        api.callsTo('PUT', '/api/v2/StudentDiagnosticTest/Save/'),
      ).toHaveLength(1),
    );
    const body = api.callsTo('PUT', '/api/v2/StudentDiagnosticTest/Save/')[0]
      ?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      DiagnosticTestKey: 'dt-key-1',
      StudentId: 'u1',
      StudentModuleActivityAnswer: ANSWERS,
    });
    expect(getLocalRecord().studentDiagnosticTest).toMatchObject({
      IdempotencyKey: body.IdempotencyKey,
    });
    release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/learn'));
    expect(router.state.location.state).toEqual({ overlay: 'dtResults' });
    expect(sent()).toContainEqual(
      expect.objectContaining({ type: 'submitResult', ok: true }),
    );
    expect(
      api.callsTo('PUT', '/api/v2/StudentDiagnosticTest/Save/'),
    ).toHaveLength(1);
    expect(getLocalRecord().studentDiagnosticTest).toBeUndefined();
  });

  it('a submit for a test replaced meanwhile (409) keeps the student signed in and offers Start again', async () => {
    mockApi({
      'PUT /api/v2/StudentDiagnosticTest/Save/': apiError(409, 'Conflict'),
      'POST /api/v2/Tracking/': { body: { Success: true } },
    });
    const { frame, router, user } = await renderSession();
    fromPlayer(frame, { type: 'submit', answers: ANSWERS });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This test has been replaced.');
    expect(getLocalRecord().studentInfo).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Start again' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/dt-intro'),
    );
  });

  it('after a failed submit shows Retry, tells the player, and sends the same answers with the same key again', async () => {
    let fail = true;
    const api = mockApi({
      'PUT /api/v2/StudentDiagnosticTest/Save/': () =>
        fail ? apiError(500, 'InternalError') : { body: summary },
      'POST /api/v2/Tracking/': { body: { Success: true } },
    });
    const { frame, sent, router, user } = await renderSession();
    fromPlayer(frame, { type: 'submit', answers: ANSWERS });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your answers could not be sent.');
    expect(sent()).toContainEqual(
      expect.objectContaining({ type: 'submitResult', ok: false }),
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/learn'));
    const [first, second] = api
      .callsTo('PUT', '/api/v2/StudentDiagnosticTest/Save/')
      .map((c) => c.body as Record<string, unknown>);
    expect(second).toEqual(first);
  });

  it('resumes a test still in the local record: no new data for the player, and its stored key', async () => {
    await updateLocalRecord({
      studentDiagnosticTest: {
        ...diagnosticTest,
        IdempotencyKey: 'stored-key-123',
      },
    });
    const api = mockApi({
      'PUT /api/v2/StudentDiagnosticTest/Save/': { body: summary },
      'POST /api/v2/Tracking/': { body: { Success: true } },
    });
    const { frame, router } = await renderSession(true);
    expect(new URL(frame.src).searchParams.get('getNewData')).toBe('0');
    fromPlayer(frame, { type: 'submit', answers: ANSWERS });
    await waitFor(() => expect(router.state.location.pathname).toBe('/learn'));
    expect(
      api.callsTo('PUT', '/api/v2/StudentDiagnosticTest/Save/')[0]?.body,
    ).toMatchObject({
      IdempotencyKey: 'stored-key-123',
    });
  });
});
