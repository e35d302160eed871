import { screen, waitFor } from './testing/testing-library';
import { describe, expect, it } from 'vitest';
import { practiceData, VIDEO_KEY } from './practice/practice.testdata';
import { LESSON_ID, sendFromHost } from './testing/host';
import { playerQuery, renderPlayer } from './testing/render-player';

async function startPractice(finished: string[], getNewData: '0' | '1' = '0') {
  const player = await renderPlayer({
    query: playerQuery({ type: 'homework', getNewData }),
  });
  sendFromHost(practiceData(finished));
  return player;
}

const check = () => screen.getByRole('button', { name: 'Check my answer' });

describe('practice after a reload (DESIGN.md §4 Nothing typed is lost)', () => {
  it('opens where the student was, with the answers, the tries and the feedback given, and saves nothing twice', async () => {
    const first = await startPractice([VIDEO_KEY]);
    await screen.findByRole('heading', { level: 1, name: 'Question 1 of 2' });
    await first.user.click(screen.getByRole('radio', { name: 'has' }));
    await first.user.click(check());
    await first.user.click(
      screen.getByRole('button', { name: /Next question/ }),
    );
    await first.user.type(
      screen.getByRole('textbox', { name: 'Gap 1 of 2' }),
      'drink',
    );
    await first.user.click(check());
    expect(first.host.ofType('activityDone')).toHaveLength(1);
    await waitFor(async () =>
      expect(
        (await first.store.loadPractice(LESSON_ID))?.questions,
      ).toMatchObject({
        'plurals|plurals.l1-p2|gf-1': { tries: 1, revealed: false },
      }),
    );
    first.unmount();

    // The host has saved the first activity meanwhile.
    const second = await startPractice([VIDEO_KEY, 'plurals.l1-p1']);
    await screen.findByRole('heading', { level: 1, name: 'Question 2 of 2' });
    expect(screen.getByRole('textbox', { name: 'Gap 1 of 2' })).toHaveValue(
      'drink',
    );
    expect(
      screen.getByText('Not quite. Have another try!'),
    ).toBeInTheDocument();
    await second.user.click(
      screen.getByRole('button', { name: 'Show the answer' }),
    );
    expect(screen.getByRole('region', { name: 'Not quite' })).toHaveTextContent(
      'She drinks milk and likes tea.',
    );
    expect(
      second.host.ofType('activityDone').map((m) => m.answer.ActivityKey),
    ).toEqual(['plurals.l1-p2']);
  });

  it('starts afresh with getNewData=1', async () => {
    const first = await startPractice([VIDEO_KEY]);
    await screen.findByRole('heading', { level: 1, name: 'Question 1 of 2' });
    await first.user.click(screen.getByRole('radio', { name: 'have' }));
    await waitFor(async () =>
      expect(await first.store.loadPractice(LESSON_ID)).not.toBeNull(),
    );
    first.unmount();

    await startPractice([VIDEO_KEY], '1');
    await screen.findByRole('heading', { level: 1, name: 'Question 1 of 2' });
    expect(screen.getByRole('radio', { name: 'have' })).not.toBeChecked();
  });
});
