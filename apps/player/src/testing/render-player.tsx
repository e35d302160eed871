import { screen } from './testing-library';
import userEvent from '@testing-library/user-event';
import { connectToHost } from '../host/host-channel';
import type { PlayerQueryValue } from '../host/player-query';
import { PlayerApp } from '../player-app';
import { createAnswerStore, type AnswerStore } from '../storage/answer-store';
import { LESSON_ID, lessonData, sendFromHost, spyOnHost } from './host';
import { renderWithI18n } from './render';

export function playerQuery(
  overrides: Partial<PlayerQueryValue> = {},
): PlayerQueryValue {
  return {
    lessonId: LESSON_ID,
    studentId: 'student-7',
    type: 'diagnostic_test',
    lang: 'en-US',
    getNewData: '0',
    ...overrides,
  };
}

/** Starts the player as the host frames it, with a spy on what it posts. */
export async function renderPlayer({
  query = playerQuery(),
  store = createAnswerStore(),
  submitTimeoutMs,
  waitTimeoutMs,
}: {
  query?: PlayerQueryValue;
  store?: AnswerStore;
  submitTimeoutMs?: number;
  waitTimeoutMs?: number;
} = {}) {
  const host = spyOnHost();
  const view = renderWithI18n(
    <PlayerApp
      query={query}
      host={connectToHost(window, query.lessonId)}
      store={store}
      {...(submitTimeoutMs === undefined ? {} : { submitTimeoutMs })}
      {...(waitTimeoutMs === undefined ? {} : { waitTimeoutMs })}
    />,
    query.lang,
  );
  return { ...view, host, store, user: userEvent.setup() };
}

/** Starts the player and delivers the sample test; resolves once the first question shows. */
export async function startTest(
  options: Parameters<typeof renderPlayer>[0] = {},
) {
  const player = await renderPlayer(options);
  sendFromHost(lessonData());
  await screen.findByRole('heading', { level: 1, name: /Question \d of 5/ });
  return player;
}
