import { screen, waitFor } from './testing/testing-library';
import { describe, expect, it } from 'vitest';
import { LESSON_ID, sendFromHost } from './testing/host';
import { startTest } from './testing/render-player';

/** Answers question 1 (radio) and question 3 (one gap of two), then goes to the submit step. */
async function answerSomeAndFinish(
  player: Awaited<ReturnType<typeof startTest>>,
) {
  const { user } = player;
  await user.click(screen.getByRole('radio', { name: 'have' }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.type(screen.getByRole('textbox', { name: 'Gap 2 of 2' }), 'likes');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.click(
    screen.getByRole('button', { name: '1. I, not matched yet' }),
  );
  await user.click(
    screen.getByRole('button', { name: 'C. am happy, not matched yet' }),
  );
  await user.click(
    screen.getByRole('button', { name: '2. She, not matched yet' }),
  );
  await user.click(
    screen.getByRole('button', { name: 'A. is happy, not matched yet' }),
  );
  await user.click(
    screen.getByRole('button', { name: '3. They, not matched yet' }),
  );
  await user.click(
    screen.getByRole('button', { name: 'B. are happy, not matched yet' }),
  );
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.click(screen.getByRole('button', { name: 'Finish' }));
}

describe('the submit step', () => {
  it('says how many questions have no answer and asks to confirm', async () => {
    const player = await startTest();
    await answerSomeAndFinish(player);
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Ready to hand in your test?',
      }),
    ).toHaveFocus();
    expect(
      screen.getByText('You have answered 2 of 5 questions.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('2 questions have no answer yet.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('1 question is only partly answered.'),
    ).toBeInTheDocument();
    await player.user.click(
      screen.getByRole('button', {
        name: 'Go to the first unanswered question',
      }),
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Question 2 of 5' }),
    ).toHaveFocus();
  });

  it('submits every question: answered ones as given, unanswered ones empty, with durations and stamps', async () => {
    const player = await startTest();
    await answerSomeAndFinish(player);
    await player.user.click(
      screen.getByRole('button', { name: 'Yes, submit my answers' }),
    );
    const [submit] = player.host.ofType('submit');
    expect(submit?.lessonId).toBe(LESSON_ID);
    const answers = submit?.answers ?? [];
    expect(
      answers.map((a) => [a.ModuleKey, a.ActivityKey, a.TemplateType]),
    ).toEqual([
      ['M01', 'A-ms', 'multipleSelectDt'],
      ['M01', 'A-gf', 'gapFillDt'],
      ['M02', 'A-mt', 'matchTextToText'],
    ]);
    const byKey = Object.fromEntries(
      answers.flatMap((a) => a.QuestionAnswer).map((q) => [q.QuestionKey, q]),
    );
    expect(byKey['ms-1']?.Response).toEqual({ selected: [1] });
    expect(byKey['ms-2']?.Response).toEqual({ selected: [] });
    expect(byKey['gf-1']?.Response).toEqual({ answers: [null, 'likes'] });
    expect(byKey['mt-1']?.Response).toEqual({ links: [2, 0, 1] });
    expect(byKey['mt-2']?.Response).toEqual({ links: [null, null, null] });
    for (const q of Object.values(byKey)) {
      expect(q.Duration).toBeGreaterThanOrEqual(0);
      expect(q.LocalStartStamp).toMatch(/^\d{4}-\d\d-\d\dT/);
      expect(q.LocalEndStamp).toMatch(/^\d{4}-\d\d-\d\dT/);
    }
    expect(player.host.tracks('Duration')).toHaveLength(1);
    expect(player.host.tracks('LessonEnd')).toHaveLength(1);
    expect(screen.getByText('Submitting…')).toBeInTheDocument();
  });

  it('blocks a second submit while the first is on its way', async () => {
    const player = await startTest();
    await answerSomeAndFinish(player);
    const button = screen.getByRole('button', {
      name: 'Yes, submit my answers',
    });
    await player.user.click(button);
    await player.user.click(button);
    await player.user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(player.host.ofType('submit')).toHaveLength(1);
  });

  it('leaves the error and its Retry to the host on ok=false: no second box, the answers kept and sent again', async () => {
    const player = await startTest();
    await answerSomeAndFinish(player);
    await player.user.click(
      screen.getByRole('button', { name: 'Yes, submit my answers' }),
    );
    sendFromHost({ type: 'submitResult', ok: false });
    const submit = await screen.findByRole('button', {
      name: 'Yes, submit my answers',
    });
    await waitFor(() =>
      expect(submit).not.toHaveAttribute('aria-disabled', 'true'),
    );
    // issue 15: the host page shows the one error with the one Retry.
    expect(screen.queryByText(/could not be sent/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(async () =>
      expect(
        (await player.store.load(LESSON_ID))?.responses['M01|A-ms|ms-1'],
      ).toEqual({ selected: [1] }),
    );
    await player.user.click(submit);
    const submits = player.host.ofType('submit');
    expect(submits).toHaveLength(2);
    expect(submits[1]?.answers).toEqual(submits[0]?.answers);
    expect(player.host.tracks('Duration')).toHaveLength(1);
  });

  it('offers Retry when the host does not answer in time', async () => {
    const player = await startTest({ submitTimeoutMs: 50 });
    await answerSomeAndFinish(player);
    await player.user.click(
      screen.getByRole('button', { name: 'Yes, submit my answers' }),
    );
    expect(
      await screen.findByRole('button', { name: 'Retry' }),
    ).toBeInTheDocument();
  });

  it('clears the saved answers and thanks the student on ok=true', async () => {
    const player = await startTest();
    await answerSomeAndFinish(player);
    await player.user.click(
      screen.getByRole('button', { name: 'Yes, submit my answers' }),
    );
    sendFromHost({ type: 'submitResult', ok: true });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Your answers have been sent. Well done!',
      }),
    ).toHaveFocus();
    await waitFor(async () =>
      expect(await player.store.load(LESSON_ID)).toBeNull(),
    );
  });

  it('ignores a submitResult when nothing was submitted', async () => {
    const player = await startTest();
    // The first save is asynchronous; wait for it so the check below can fail.
    await waitFor(async () =>
      expect(await player.store.load(LESSON_ID)).not.toBeNull(),
    );
    sendFromHost({ type: 'submitResult', ok: true });
    // Let the stray message and any clear it might start run to the end.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Question 1 of 5' }),
    ).toBeInTheDocument();
    expect(await player.store.load(LESSON_ID)).not.toBeNull();
  });
});
