import { fireEvent, screen, waitFor } from './testing/testing-library';
import { describe, expect, it } from 'vitest';
import { askForLessonEarly, connectToHost } from './host/host-channel';
import { PlayerApp } from './player-app';
import { createAnswerStore } from './storage/answer-store';
import { LESSON_ID, lessonData, sendFromHost, spyOnHost } from './testing/host';
import { renderWithI18n } from './testing/render';
import { playerQuery, renderPlayer, startTest } from './testing/render-player';

describe('starting', () => {
  it('asks the host for the lesson and waits for it', async () => {
    const { host } = await renderPlayer();
    expect(host.ofType('requestLessonData')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Getting your questions ready…',
    );
  });

  it('ignores lesson data from another origin or window', async () => {
    await renderPlayer();
    sendFromHost(lessonData(), { origin: 'https://evil.example' });
    const other = document.createElement('iframe');
    document.body.append(other);
    sendFromHost(lessonData(), { source: other.contentWindow });
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('shows the first question and tells the host: data stored, lesson start, DT start, page start, progress', async () => {
    const { host } = await startTest();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Question 1 of 5' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Choose the correct answers.')).toBeInTheDocument();
    expect(
      screen.getByRole('progressbar', { name: 'Your progress in the test' }),
    ).toHaveAttribute('aria-valuenow', '0');
    // The messages go through postMessage, so they arrive after the render.
    await waitFor(() =>
      expect(host.ofType('dataStored')).toEqual([
        expect.objectContaining({
          questionCount: 5,
          resumed: false,
          lessonId: LESSON_ID,
        }),
      ]),
    );
    await waitFor(() =>
      expect(host.tracks().map((m) => m.event)).toEqual([
        'LessonStart',
        'DtStart',
        'PageStart',
      ]),
    );
    expect(host.tracks('PageStart')[0]?.page).toBe('ms-1');
    await waitFor(() =>
      expect(host.ofType('progress').at(-1)).toEqual(
        expect.objectContaining({ answered: 0, total: 5 }),
      ),
    );
  });

  it('shows lesson data asked for before it rendered, without asking twice (issue 16)', async () => {
    const host = spyOnHost();
    const channel = askForLessonEarly(connectToHost(window, LESSON_ID));
    sendFromHost(lessonData());
    renderWithI18n(
      <PlayerApp
        query={playerQuery()}
        host={channel}
        store={createAnswerStore()}
        asked
      />,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Question 1 of 5' }),
    ).toBeInTheDocument();
    expect(host.ofType('requestLessonData')).toHaveLength(1);
  });

  it('offers Try again when the host is slow to answer, and asks again', async () => {
    const { host, user } = await renderPlayer({ waitTimeoutMs: 30 });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(host.ofType('requestLessonData')).toHaveLength(2);
    sendFromHost(lessonData());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Question 1 of 5' }),
    ).toBeInTheDocument();
  });

  it('says so when the lesson has no questions', async () => {
    const { host } = await renderPlayer();
    sendFromHost(lessonData([{ ModuleKey: 'M01', Activitys: [] }]));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There are no questions in this test.',
    );
    await waitFor(() =>
      expect(host.ofType('dataStored')[0]?.questionCount).toBe(0),
    );
  });

  it('sends no DtStart for homework', async () => {
    const { host } = await startTest({
      query: playerQuery({ type: 'homework' }),
    });
    expect(host.tracks('DtStart')).toEqual([]);
  });

  it('switches language when the host says so, with the lang attribute', async () => {
    await startTest();
    sendFromHost({ type: 'language', language: 'ru-RU' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Вопрос 1 из 5' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Выбери правильные ответы.')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('ru-RU');
  });
});

describe('moving through the test', () => {
  it('fills the progress bar by answered questions, not by the question shown', async () => {
    const { user } = await startTest();
    await user.click(screen.getByRole('radio', { name: 'have' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const bar = screen.getByRole('progressbar');
    // On question 3 with one answer: the bar says 1 of 5, as its text does.
    expect(bar).toHaveAttribute('aria-valuenow', '1');
    expect(bar).toHaveAttribute('aria-valuetext', '1 of 5 answered');
    expect(bar.firstElementChild).toHaveStyle({ width: '20%' });
    expect(screen.getByText('1 of 5 answered')).toBeInTheDocument();
  });

  it('moves with Next and Previous, focusing the question heading and tracking page end and start', async () => {
    const { host, user } = await startTest();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const heading = screen.getByRole('heading', {
      level: 1,
      name: 'Question 2 of 5',
    });
    expect(heading).toHaveFocus();
    // issue 15: the bar counts answers, like its text, not the position.
    expect(screen.getByRole('progressbar')).toHaveAttribute(
      'aria-valuetext',
      '0 of 5 answered',
    );
    expect(host.tracks('PageEnd').map((m) => m.page)).toEqual(['ms-1']);
    expect(host.tracks('PageStart').map((m) => m.page)).toEqual([
      'ms-1',
      'ms-2',
    ]);
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Question 1 of 5' }),
    ).toHaveFocus();
  });

  it('tells the host the test started before a move made the moment the first question shows', async () => {
    const { host } = await startTest();
    // At once, not through user-event's pauses: before the next frame, when Preact runs a plain effect.
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(host.tracks().map((m) => [m.event, m.page ?? ''])).toEqual([
      ['LessonStart', ''],
      ['DtStart', ''],
      ['PageStart', 'ms-1'],
      ['PageEnd', 'ms-1'],
      ['PageStart', 'ms-2'],
    ]);
  });

  it('is answered by keyboard alone, focus moving to each new question heading', async () => {
    const { user } = await startTest();
    await user.tab();
    expect(screen.getByRole('button', { name: 'All questions' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('radio', { name: 'has' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('radio', { name: 'has' })).toBeChecked();
    // Tab leaves the radio group; Previous is disabled on the first question.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Question 2 of 5' }),
    ).toHaveFocus();
    await user.tab();
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'run' })).toBeChecked();
  });

  it('reports progress on every answer', async () => {
    const { host, user } = await startTest();
    await user.click(screen.getByRole('radio', { name: 'has' }));
    expect(host.ofType('progress').at(-1)).toEqual(
      expect.objectContaining({ answered: 1, total: 5 }),
    );
    expect(screen.getByText('1 of 5 answered')).toBeInTheDocument();
  });

  it('jumps from the overview to the next unanswered question', async () => {
    const { user } = await startTest();
    await user.click(screen.getByRole('radio', { name: 'has' }));
    await user.click(screen.getByRole('button', { name: 'All questions' }));
    expect(
      screen.getByRole('button', { name: 'Question 1, answered' }),
    ).toHaveAttribute('aria-current', 'step');
    await user.click(
      screen.getByRole('button', { name: 'Question 3, not answered' }),
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Question 3 of 5' }),
    ).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'All questions' }));
    await user.click(
      screen.getByRole('button', { name: 'Next unanswered question' }),
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Question 4 of 5' }),
    ).toBeInTheDocument();
  });
});

describe('resuming after a reload', () => {
  it('restores every answer and the question shown from IndexedDB', async () => {
    const first = await startTest();
    await first.user.click(screen.getByRole('radio', { name: 'has' }));
    await first.user.click(screen.getByRole('button', { name: 'Next' }));
    await first.user.click(screen.getByRole('button', { name: 'Next' }));
    await first.user.type(
      screen.getByRole('textbox', { name: 'Gap 1 of 2' }),
      'drinks',
    );
    first.unmount();

    const second = await startTest();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Question 3 of 5' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Gap 1 of 2' })).toHaveValue(
      'drinks',
    );
    // postMessage reaches the host a task after the render.
    await waitFor(() =>
      expect(second.host.ofType('dataStored')[0]?.resumed).toBe(true),
    );
    expect(second.host.tracks('PageStart')[0]?.page).toBe('gf-1');
    await second.user.click(
      screen.getByRole('button', { name: 'All questions' }),
    );
    await second.user.click(
      screen.getByRole('button', { name: 'Question 1, answered' }),
    );
    expect(screen.getByRole('radio', { name: 'has' })).toBeChecked();
  });

  it('drops the saved answers with getNewData=1', async () => {
    const first = await startTest();
    await first.user.click(screen.getByRole('radio', { name: 'has' }));
    await first.user.click(screen.getByRole('button', { name: 'Next' }));
    first.unmount();

    const second = await startTest({ query: playerQuery({ getNewData: '1' }) });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Question 1 of 5' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'has' })).not.toBeChecked();
    // postMessage reaches the host a task after the render.
    await waitFor(() =>
      expect(second.host.ofType('dataStored')[0]?.resumed).toBe(false),
    );
    await waitFor(async () =>
      expect(
        (await second.store.load(LESSON_ID))?.responses['M01|A-ms|ms-1'],
      ).toEqual({ selected: [] }),
    );
  });
});
