import { screen, waitFor } from './testing/testing-library';
import { describe, expect, it } from 'vitest';
import { LESSON_ID, sampleModules, sendFromHost } from './testing/host';
import { playerQuery, renderPlayer } from './testing/render-player';

/** A lesson's quiz as the host frames it: type homework, kind quiz, no keys. */
async function startQuiz() {
  const player = await renderPlayer({
    query: playerQuery({ type: 'homework' }),
  });
  sendFromHost({
    type: 'lessonData',
    kind: 'quiz',
    modules: sampleModules(),
    language: 'en-US',
  });
  return player;
}

const quizResult = {
  ModuleKey: 'M01',
  LessonKey: 'M01.l1',
  Sequence: 1,
  StudentScore: 4,
  TotalScore: 5,
  Questions: [],
  IsModuleDone: false,
  NextLessonKey: 'M01.l2',
};

describe("a lesson's quiz (DESIGN.md §4 Nothing typed is lost)", () => {
  it('comes back after a reload at the question the student was on, with the answers given', async () => {
    const first = await startQuiz();
    await screen.findByRole('heading', { level: 1, name: 'Question 1 of 5' });
    await first.user.click(screen.getByRole('radio', { name: 'have' }));
    await first.user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(async () =>
      expect((await first.store.load(LESSON_ID))?.currentIndex).toBe(1),
    );
    first.unmount();

    const second = await startQuiz();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Question 2 of 5' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(second.host.ofType('dataStored')[0]?.resumed).toBe(true),
    );
    await second.user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('radio', { name: 'have' })).toBeChecked();
  });

  it('submits once, then shows the result the host sends: points, feedback and score level, and clears the saved answers', async () => {
    const player = await startQuiz();
    const { user } = player;
    await screen.findByRole('heading', { level: 1, name: 'Question 1 of 5' });
    await user.click(screen.getByRole('radio', { name: 'has' }));
    await user.click(screen.getByRole('button', { name: 'All questions' }));
    await user.click(screen.getByRole('button', { name: 'Finish the quiz' }));
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Ready to hand in your quiz?',
      }),
    ).toBeInTheDocument();
    await user.click(
      screen.getByRole('button', { name: 'Yes, submit my answers' }),
    );
    await user.click(
      screen.getByRole('button', { name: 'Yes, submit my answers' }),
    );
    const submits = player.host.ofType('submit');
    expect(submits).toHaveLength(1);
    expect(submits[0]?.answers[0]?.QuestionAnswer[0]?.Response).toEqual({
      selected: [0],
    });
    sendFromHost({ type: 'submitResult', ok: true, quizResult });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Your quiz result',
      }),
    ).toHaveFocus();
    // spec 02 §4: 80% is Good job (75 or more) and score level 1 (80 or more).
    expect(screen.getByText('Good job!')).toBeInTheDocument();
    expect(screen.getByText('4 of 5 points')).toBeInTheDocument();
    expect(screen.getByText('High score')).toBeInTheDocument();
    await waitFor(async () =>
      expect(await player.store.load(LESSON_ID)).toBeNull(),
    );
  });
});
