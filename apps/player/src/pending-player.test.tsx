import { screen, waitFor } from './testing/testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { waitForLesson } from './host/open-lesson';
import { PendingPlayer } from './pending-player';
import { createAnswerStore } from './storage/answer-store';
import { LESSON_ID, lessonData, sendFromHost, spyOnHost } from './testing/host';
import { renderWithI18n } from './testing/render';
import { sampleEntries } from './session/session.testdata';

const pending = {
  studentId: 'student-7',
  type: 'diagnostic_test',
  lang: 'en-US',
} as const;

describe('a player opened before its lesson was known (issue 16)', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('waits without a word to the host, then runs the lesson the host names', async () => {
    const host = spyOnHost();
    renderWithI18n(
      <PendingPlayer
        lesson={waitForLesson(window, pending)}
        store={createAnswerStore()}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Getting your questions ready…',
    );
    await new Promise((r) => setTimeout(r, 20));
    expect(host.messages()).toEqual([]);

    sendFromHost({ type: 'openLesson', getNewData: '0' });
    await waitFor(() =>
      expect(host.ofType('requestLessonData')).toEqual([
        expect.objectContaining({ lessonId: LESSON_ID }),
      ]),
    );
    sendFromHost(lessonData());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Question 1 of 5' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(host.ofType('dataStored')).toEqual([
        expect.objectContaining({ lessonId: LESSON_ID, questionCount: 5 }),
      ]),
    );
  });

  it.each([
    ['0', true],
    ['1', false],
  ] as const)(
    'with get-new-data %s from the host, the saved answers come back: %s',
    async (getNewData, resumed) => {
      const store = createAnswerStore();
      await store.save({
        version: 1,
        lessonId: LESSON_ID,
        questionIds: sampleEntries().map((e) => e.id),
        currentIndex: 2,
        responses: {},
        timings: {},
        savedAt: new Date().toISOString(),
      });
      const host = spyOnHost();
      renderWithI18n(
        <PendingPlayer lesson={waitForLesson(window, pending)} store={store} />,
      );
      sendFromHost({ type: 'openLesson', getNewData });
      await waitFor(() =>
        expect(host.ofType('requestLessonData')).toHaveLength(1),
      );
      sendFromHost(lessonData());
      await waitFor(() =>
        expect(host.ofType('dataStored')).toEqual([
          expect.objectContaining({ resumed }),
        ]),
      );
    },
  );
});
