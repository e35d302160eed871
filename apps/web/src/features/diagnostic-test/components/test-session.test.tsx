import { act, screen, waitFor } from '../../../testing/testing-library';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getLocalRecord } from '../../../lib/storage/local-record';
import { diagnosticTest } from '../../../testing/course-fixtures';
import { mockApi } from '../../../testing/mock-api';
import {
  fromPlayer,
  LESSON_ID,
  renderSession,
  signedInRecord,
} from './test-session-harness';

beforeEach(signedInRecord);

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
