import { screen, waitFor, within } from './testing/testing-library';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { practiceData, VIDEO_KEY } from './practice/practice.testdata';
import { sendFromHost } from './testing/host';
import { playerQuery, renderPlayer } from './testing/render-player';

async function startPractice(finished?: string[]) {
  const player = await renderPlayer({
    query: playerQuery({ type: 'homework' }),
  });
  sendFromHost(practiceData(finished));
  return player;
}

async function violations() {
  const result = await axe.run(document.documentElement, {
    rules: { 'color-contrast': { enabled: false } },
  });
  return result.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

const check = () => screen.getByRole('button', { name: 'Check my answer' });

describe('practice with instant feedback (issue 11)', () => {
  it('gives a second try after a wrong answer, then says right with the explanation and tells the host the activity is done', async () => {
    const player = await startPractice([VIDEO_KEY]);
    const { user } = player;
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Question 1 of 2',
    });
    expect(screen.getByText('Part 2 of 2')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'have' }));
    await user.click(check());
    expect(screen.getByText('Not quite. Have another try!')).toHaveAttribute(
      'role',
      'status',
    );
    // A second try: no answer given away yet, the question still open.
    expect(screen.queryByText('The right answer:')).toBeNull();
    expect(screen.getByRole('radio', { name: 'has' })).toBeEnabled();
    expect(player.host.ofType('activityDone')).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: 'has' }));
    await user.click(check());
    const feedback = screen.getByRole('region', { name: 'Right!' });
    expect(feedback).toHaveFocus();
    expect(feedback).toHaveTextContent('With he, she and it the verb is has.');
    expect(screen.getByRole('radio', { name: 'has' })).toBeDisabled();
    expect(player.host.ofType('activityDone')).toEqual([
      expect.objectContaining({
        answer: {
          ModuleKey: 'plurals',
          ActivityKey: 'plurals.l1-p1',
          QuestionAnswer: [
            { QuestionKey: 'ms-1', Response: { selected: [0] }, Attempts: 2 },
          ],
        },
      }),
    ]);
    // The section's progress: one of its two questions is over.
    expect(
      screen.getByRole('progressbar', { name: 'Your progress in this part' }),
    ).toHaveAttribute('aria-valuetext', '1 of 2 answered');
    expect(screen.getByText('1 of 2 answered')).toBeInTheDocument();
    expect(heading).toBeInTheDocument();
  });

  it('never blocks: after a wrong try the answer can be shown, with the right answer and the explanation, and the student goes on', async () => {
    const player = await startPractice([VIDEO_KEY, 'plurals.l1-p1']);
    const { user } = player;
    await screen.findByRole('heading', { level: 1, name: 'Question 1 of 2' });
    await user.click(screen.getByRole('radio', { name: 'has' }));
    await user.click(check());
    await user.click(screen.getByRole('button', { name: /Next question/ }));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Question 2 of 2' }),
    ).toHaveFocus();
    await user.type(
      screen.getByRole('textbox', { name: 'Gap 1 of 2' }),
      'drink',
    );
    await user.click(check());
    await user.click(screen.getByRole('button', { name: 'Show the answer' }));
    const feedback = screen.getByRole('region', { name: 'Not quite' });
    expect(feedback).toHaveFocus();
    expect(feedback).toHaveTextContent(
      'The right answer:She drinks milk and likes tea.',
    );
    expect(feedback).toHaveTextContent('She takes -s in the present simple.');
    expect(await violations()).toEqual([]);
    const done = player.host.ofType('activityDone').at(-1);
    expect(done?.answer.QuestionAnswer).toEqual([
      {
        QuestionKey: 'gf-1',
        Response: { answers: ['drink', null] },
        Attempts: 1,
      },
    ]);
    await user.click(
      screen.getByRole('button', { name: /Finish the practice/ }),
    );
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'You have finished the practice. Well done!',
      }),
    ).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Go to the quiz' }));
    expect(player.host.ofType('practiceDone')).toHaveLength(1);
  });

  it('asks for an answer before checking an empty one, without using a try', async () => {
    const player = await startPractice([VIDEO_KEY]);
    await screen.findByRole('heading', { level: 1, name: 'Question 1 of 2' });
    await player.user.click(check());
    expect(
      screen.getByText('Answer the question first, then check it.'),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Show the answer' }),
    ).toBeNull();
  });

  it('opens at the video, with a coach mark about the menu on first use only, and lists the parts with their status', async () => {
    const first = await startPractice();
    const { user } = first;
    await screen.findByRole('heading', { level: 1, name: 'One or more?' });
    expect(screen.getByText('Part 1 of 2')).toBeInTheDocument();
    const tip = screen.getByRole('complementary', { name: 'Tip' });
    expect(tip).toHaveTextContent('Open “Lesson parts”');
    expect(await violations()).toEqual([]);
    await user.click(within(tip).getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('complementary', { name: 'Tip' })).toBeNull();

    const menu = screen.getByRole('button', { name: 'Lesson parts' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await user.click(menu);
    const list = screen.getByRole('navigation', { name: 'Lesson parts' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      '1. Video, not watched yet',
      '2. Practice, 2 questions, not done yet',
    ]);
    await user.click(within(list).getByRole('button', { name: /^2\./ }));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Question 1 of 2' }),
    ).toHaveFocus();
    first.unmount();

    // Back where the student left off, and without the coach mark.
    await startPractice();
    await screen.findByRole('heading', { level: 1, name: 'Question 1 of 2' });
    expect(screen.queryByRole('complementary', { name: 'Tip' })).toBeNull();
  });

  it('announces the practice to the host with its question count', async () => {
    const player = await startPractice();
    await screen.findByRole('heading', { level: 1, name: 'One or more?' });
    await waitFor(() =>
      expect(player.host.ofType('dataStored')).toEqual([
        expect.objectContaining({ questionCount: 2, resumed: false }),
      ]),
    );
    expect(player.host.tracks('LessonStart')).toHaveLength(1);
  });
});
