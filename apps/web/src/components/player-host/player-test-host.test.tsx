import { act, screen, waitFor } from '../../testing/testing-library';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ModuleActivityAnswer } from '@gp/api';
import { ApiError } from '../../lib/api-error';
import { diagnosticTest } from '../../testing/course-fixtures';
import { fromPlayer, playerFrame } from '../../testing/player-frame';
import { renderRoutes } from '../../testing/render';
import { PlayerTestHost, type PlayerTestHostProps } from './player-test-host';

const LESSON_ID = 'test-1_u1_diagnostic_test';
const ANSWERS: ModuleActivityAnswer[] = [
  {
    ModuleKey: 'nouns',
    ActivityKey: 'nouns-multipleSelect',
    TemplateType: 'multipleSelectDt',
    QuestionAnswer: [{ QuestionKey: 'q1', Response: { selected: [0] } }],
  },
];
const TEXTS: Record<string, string> = {
  title: 'A test',
  frameTitle: 'The questions',
  quit: 'Quit',
  continue: 'Go on',
  leaveTitle: 'Leave?',
  leaveText: 'Progress will be lost.',
  answered: '{{answered}} of {{total}}',
  submitting: 'Sending…',
  submitFailedTitle: 'Not sent',
  submitFailed: 'Try again.',
  replacedTitle: 'Replaced',
  replaced: 'Start it again.',
  startAgain: 'Again',
};

async function renderHost(overrides: Partial<PlayerTestHostProps<string>>) {
  const props: PlayerTestHostProps<string> = {
    page: 'ct_testing',
    lessonId: LESSON_ID,
    src: '/player/?lessonId=x',
    modules: diagnosticTest.Modules,
    text: (key, values) =>
      (TEXTS[key] ?? key)
        .replace('{{answered}}', String(values?.answered))
        .replace('{{total}}', String(values?.total)),
    store: vi.fn(() => Promise.resolve()),
    save: vi.fn(() => Promise.resolve('saved')),
    onSaved: vi.fn(),
    onQuit: vi.fn(),
    onStartAgain: vi.fn(),
    ...overrides,
  };
  const view = await renderRoutes(
    [
      { path: '/test', element: <PlayerTestHost {...props} /> },
      { path: '/elsewhere', element: <h1>{'elsewhere'}</h1> },
    ],
    { path: '/test' },
  );
  return { ...view, ...playerFrame(), props, user: userEvent.setup() };
}

describe('the shared test host (spec 01 §4, spec 02 §2 ct_testing)', () => {
  it('names the frame, answers requestLessonData with the modules, and stores the test when the frame has it', async () => {
    const onDataStored = vi.fn();
    const { frame, sent, props } = await renderHost({ onDataStored });
    expect(frame).toHaveAccessibleName('The questions');
    expect(frame).toHaveAttribute('src', '/player/?lessonId=x');
    fromPlayer(frame, LESSON_ID, { type: 'requestLessonData' });
    expect(sent()).toContainEqual(
      expect.objectContaining({
        type: 'lessonData',
        kind: 'diagnostic_test',
        language: 'en-US',
        modules: diagnosticTest.Modules,
      }),
    );
    fromPlayer(frame, LESSON_ID, {
      type: 'dataStored',
      questionCount: 3,
      resumed: false,
    });
    expect(onDataStored).toHaveBeenCalledTimes(1);
    // Not while the frame paints its first question (issue 16): once the page is idle.
    expect(props.store).not.toHaveBeenCalled();
    await waitFor(() => expect(props.store).toHaveBeenCalledTimes(1));
  });

  it('does not store the test when the student quits before the page is idle', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (work: () => void) => idle.push(work));
    vi.stubGlobal('cancelIdleCallback', () => {});
    const { frame, props, user } = await renderHost({});
    fromPlayer(frame, LESSON_ID, {
      type: 'dataStored',
      questionCount: 3,
      resumed: false,
    });
    await user.click(screen.getByRole('button', { name: 'Quit' }));
    await user.click(
      screen.getAllByRole('button', { name: 'Quit' }).at(-1) as HTMLElement,
    );
    expect(props.onQuit).toHaveBeenCalledTimes(1);
    expect(idle).toHaveLength(1);
    idle[0]!();
    expect(props.store).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('tells the player when the interface language changes', async () => {
    const { sent, i18n } = await renderHost({});
    await act(() => i18n.changeLanguage('zh-CN'));
    expect(sent()).toContainEqual(
      expect.objectContaining({ type: 'language', language: 'zh-CN' }),
    );
  });

  it('shows the answered count from the player in the leave warning; Go on stays, Quit calls onQuit', async () => {
    const { frame, props, user, router } = await renderHost({});
    fromPlayer(frame, LESSON_ID, { type: 'progress', answered: 3, total: 9 });
    await act(() => router.navigate('/elsewhere'));
    const dialog = screen.getByRole('dialog', { name: 'Leave?' });
    expect(dialog).toHaveTextContent('Progress will be lost.');
    expect(dialog).toHaveTextContent('3 of 9');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/test');
    await user.click(screen.getByRole('button', { name: 'Quit' }));
    await user.click(
      screen.getAllByRole('button', { name: 'Quit' }).at(-1) as HTMLElement,
    );
    expect(props.onQuit).toHaveBeenCalledTimes(1);
  });

  it('submits once while a save is under way, stores first, then hands the result on', async () => {
    let release: (value: string) => void = () => {};
    const save = vi.fn(
      () =>
        new Promise<string>((ok) => {
          release = ok;
        }),
    );
    const { frame, props, sent } = await renderHost({ save });
    fromPlayer(frame, LESSON_ID, { type: 'submit', answers: ANSWERS });
    fromPlayer(frame, LESSON_ID, { type: 'submit', answers: ANSWERS });
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(props.store).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith(ANSWERS);
    expect(screen.getByRole('status')).toHaveTextContent('Sending…');
    expect(screen.getByRole('button', { name: 'Quit' })).toBeDisabled();
    release('the result');
    await waitFor(() =>
      expect(props.onSaved).toHaveBeenCalledWith('the result'),
    );
    expect(sent()).toContainEqual(
      expect.objectContaining({ type: 'submitResult', ok: true }),
    );
    // After the submission the test is over: a second submit is ignored.
    fromPlayer(frame, LESSON_ID, { type: 'submit', answers: ANSWERS });
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('after a failed save shows one error with Retry, which sends the same answers again and clears it', async () => {
    let fail = true;
    const save = vi.fn(() =>
      fail
        ? Promise.reject(
            new ApiError(500, 'down', {
              Code: 'InternalError',
              Message: 'down',
            }),
          )
        : Promise.resolve('ok'),
    );
    const { frame, props, sent, user } = await renderHost({ save });
    fromPlayer(frame, LESSON_ID, { type: 'submit', answers: ANSWERS });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Not sent');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(sent()).toContainEqual(
      expect.objectContaining({ type: 'submitResult', ok: false }),
    );
    // The player may submit again itself: still one error, one more save.
    fromPlayer(frame, LESSON_ID, { type: 'submit', answers: ANSWERS });
    await waitFor(() => expect(save).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(1));
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(props.onSaved).toHaveBeenCalledWith('ok'));
    expect(save).toHaveBeenLastCalledWith(ANSWERS);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says why a save failed: a refusal is not a connection problem, a lost connection is (issue 15)', async () => {
    const save = vi
      .fn()
      .mockRejectedValueOnce(
        new ApiError(409, 'NotAllowed', {
          Code: 'NotAllowed',
          Message: 'NotAllowed',
        }),
      )
      .mockRejectedValueOnce(
        new ApiError(0, 'Network error', undefined, { network: true }),
      );
    const { frame, user } = await renderHost({ save });
    fromPlayer(frame, LESSON_ID, { type: 'submit', answers: ANSWERS });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("This isn't open yet");
    expect(alert).not.toHaveTextContent(/connection/i);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Check your internet connection',
      ),
    );
  });

  it('a 409 says the test was replaced, offers Again and asks no leave warning on the way out', async () => {
    const save = vi.fn(() =>
      Promise.reject(
        new ApiError(409, 'replaced', {
          Code: 'Conflict',
          Message: 'replaced',
        }),
      ),
    );
    const onStartAgain = vi.fn();
    const { frame, user } = await renderHost({ save, onStartAgain });
    fromPlayer(frame, LESSON_ID, { type: 'submit', answers: ANSWERS });
    expect(await screen.findByRole('alert')).toHaveTextContent('Replaced');
    await user.click(screen.getByRole('button', { name: 'Again' }));
    expect(onStartAgain).toHaveBeenCalledTimes(1);
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });

  it('warns before the tab closes while the test runs, calling onUnload first', async () => {
    const onUnload = vi.fn();
    await renderHost({ onUnload });
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(onUnload).toHaveBeenCalledTimes(1);
  });
});
