import { fireEvent, screen, waitFor } from './testing/testing-library';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { mixedLesson } from './question-types/explainer/explainer.testdata';
import { LESSON_ID, lessonData, sendFromHost } from './testing/host';
import { playerQuery, renderPlayer } from './testing/render-player';

/** A practice lesson: its explainer, then a multiple-select activity of two questions. */
async function startLesson() {
  const player = await renderPlayer({
    query: playerQuery({ type: 'homework' }),
  });
  sendFromHost(lessonData(mixedLesson()));
  await screen.findByRole('heading', { level: 1, name: 'One or more?' });
  return player;
}

async function throughTheExplainer(
  player: Awaited<ReturnType<typeof startLesson>>,
) {
  await player.user.click(screen.getByRole('button', { name: /Next slide/ }));
  await player.user.click(screen.getByRole('button', { name: /Next slide/ }));
  await player.user.click(
    screen.getByRole('button', { name: /Go to the questions/ }),
  );
}

/** axe-core in jsdom; colour contrast needs real layout, so the browser tests check it. */
async function violations() {
  const result = await axe.run(document.documentElement, {
    rules: { 'color-contrast': { enabled: false } },
  });
  return result.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

describe('a lesson with an explainer and questions', () => {
  it('shows the explainer first, then the questions with focus on the first one, announced to the host once', async () => {
    const player = await startLesson();
    expect(
      screen.queryByRole('button', { name: /Go to the questions/ }),
    ).toBeNull();
    await throughTheExplainer(player);
    const heading = screen.getByRole('heading', {
      level: 1,
      name: 'Question 1 of 2',
    });
    expect(heading).toHaveFocus();
    await waitFor(() =>
      expect(player.host.tracks().map((m) => [m.event, m.page ?? ''])).toEqual([
        ['LessonStart', ''],
        ['PageStart', 'L1-explainer#1'],
        ['PageEnd', 'L1-explainer#1'],
        ['PageStart', 'L1-explainer#2'],
        ['PageEnd', 'L1-explainer#2'],
        ['PageStart', 'L1-explainer#3'],
        ['PageEnd', 'L1-explainer#3'],
        ['PageStart', 'ms-1'],
      ]),
    );
    // The questions, not the explainer, are what the host counts and warns about.
    expect(player.host.ofType('dataStored')).toEqual([
      expect.objectContaining({ questionCount: 2, resumed: false }),
    ]);
    await waitFor(() =>
      expect(player.host.ofType('progress').at(-1)).toEqual(
        expect.objectContaining({ answered: 0, total: 2 }),
      ),
    );
  });

  it('tells the host the lesson started before a slide change made the moment the first slide shows', async () => {
    const player = await startLesson();
    // At once, not through user-event's pauses: before the next frame, when Preact runs a plain effect.
    fireEvent.click(screen.getByRole('button', { name: /Next slide/ }));
    expect(player.host.tracks().map((m) => [m.event, m.page ?? ''])).toEqual([
      ['LessonStart', ''],
      ['PageStart', 'L1-explainer#1'],
      ['PageEnd', 'L1-explainer#1'],
      ['PageStart', 'L1-explainer#2'],
    ]);
  });

  it('submits only the questions: the explainer is never among the scored answers', async () => {
    const player = await startLesson();
    await throughTheExplainer(player);
    const { user } = player;
    await user.click(screen.getByRole('radio', { name: 'has' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(
      screen.getByText('You have answered 1 of 2 questions.'),
    ).toBeInTheDocument();
    await user.click(
      screen.getByRole('button', { name: 'Yes, submit my answers' }),
    );
    const answers = player.host.ofType('submit')[0]?.answers ?? [];
    expect(
      answers.map((a) => [
        a.ModuleKey,
        a.ActivityKey,
        a.TemplateType,
        a.QuestionAnswer.map((q) => q.QuestionKey),
      ]),
    ).toEqual([['M01', 'A-ms', 'multipleSelectDt', ['ms-1', 'ms-2']]]);
    expect(JSON.stringify(answers)).not.toContain('explainer');
    expect(player.host.tracks('LessonEnd')).toHaveLength(1);
  });

  it('goes straight back to the questions after a reload', async () => {
    const first = await startLesson();
    await throughTheExplainer(first);
    await first.user.click(screen.getByRole('radio', { name: 'has' }));
    await first.user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(async () =>
      expect((await first.store.load(LESSON_ID))?.currentIndex).toBe(1),
    );
    first.unmount();

    const second = await renderPlayer({
      query: playerQuery({ type: 'homework' }),
    });
    sendFromHost(lessonData(mixedLesson()));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Question 2 of 2' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('One or more?')).toBeNull();
    await waitFor(() =>
      expect(second.host.ofType('dataStored')[0]?.resumed).toBe(true),
    );
  });

  it('finds no accessibility violations on a slide with examples and on the common mistake (axe-core)', async () => {
    const player = await startLesson();
    expect(await violations()).toEqual([]);
    await player.user.click(screen.getByRole('button', { name: /Next slide/ }));
    await player.user.click(screen.getByRole('button', { name: /Next slide/ }));
    expect(screen.getByText('I have two brother.')).toBeInTheDocument();
    expect(await violations()).toEqual([]);
  });
});
