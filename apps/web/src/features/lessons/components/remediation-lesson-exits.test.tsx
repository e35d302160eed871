import { screen, waitFor, within } from '../../../testing/testing-library';
import { beforeEach, describe, expect, it } from 'vitest';
import { getLocalRecord } from '../../../lib/storage/local-record';
import { lessonActivities } from '../../../testing/lesson-fixtures';
import { apiError } from '../../../testing/mock-api';
import {
  activityDone,
  api,
  expectAt,
  heldPracticeSave,
  player,
  quizAnswers,
  renderLesson,
  signedInStudent,
} from './remediation-lesson-harness';

// spec 02 §4: exiting the quiz at other than position 1 records this button source.
const QUIT_QUIZ = 'remediationQuitQuizButton';

beforeEach(signedInStudent);

describe('leaving a remediation lesson (spec 02 §4 Quiz exit positions)', () => {
  it('leaves the quiz intro for the module lesson and records the quit-quiz button (position 2)', async () => {
    api();
    const { user, router } = await renderLesson(2);
    await screen.findByRole('heading', { name: 'Quiz time' });
    await user.click(screen.getByRole('button', { name: 'Exit lesson' }));
    await expectAt(router, '/module-lesson');
    expect(getLocalRecord().clickedButtonSource).toBe(QUIT_QUIZ);
  });

  it('asks first when the quiz intro is left while practice is still saving (position 2)', async () => {
    const { practiceSave, release } = heldPracticeSave();
    api({ practiceSave });
    const { user, router } = await renderLesson(1);
    const { send } = await player();
    send(activityDone('articles.l1-p1'));
    send({ type: 'practiceDone' });
    await screen.findByRole('heading', { name: 'Quiz time' });
    await user.click(screen.getByRole('button', { name: 'Exit lesson' }));
    const dialog = screen.getByRole('dialog', {
      name: "Your practice isn't saved yet",
    });
    await user.click(
      within(dialog).getByRole('button', { name: 'Leave anyway' }),
    );
    await expectAt(router, '/module-lesson');
    release();
  });

  it('leaves practice at once when every save is over, a failed one included (position 3)', async () => {
    api({ practiceSave: () => apiError(500, 'ServerError') });
    const { user, router } = await renderLesson(1);
    const { send } = await player();
    send(activityDone('articles.l1-p1'));
    // Each item is tried once (spec 02 §4): a failed save is over, not pending.
    await waitFor(() =>
      expect(
        screen.getByRole('status', { name: 'Saving your practice' }),
      ).toHaveTextContent('Not saved'),
    );
    await user.click(screen.getByRole('button', { name: 'Exit lesson' }));
    await expectAt(router, '/module-lesson');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(getLocalRecord().clickedButtonSource).toBe(QUIT_QUIZ);
  });

  it('goes back to the module lesson from the quiz result (position 4)', async () => {
    api();
    const { user, router } = await renderLesson(3, 'quiz-start-1');
    const { send } = await player();
    send({ type: 'submit', answers: quizAnswers() });
    await screen.findByRole('heading', { name: 'Your quiz result' });
    await user.click(
      screen.getByRole('button', { name: 'Back to the module' }),
    );
    await expectAt(router, '/module-lesson');
    expect(getLocalRecord().clickedButtonSource).toBe(QUIT_QUIZ);
    // The quiz is over: the next visit starts at its intro, not in a finished quiz.
    expect(getLocalRecord().remediationStartQuizKey).toBeUndefined();
    expect(getLocalRecord().remediationPageStatus).toBe(2);
  });
});

describe('a lesson that cannot load (spec 02 §4 error status 3)', () => {
  it('offers a retry that loads the lesson', async () => {
    let fail = true;
    api({
      activities: (call) =>
        fail
          ? apiError(500, 'ServerError')
          : { body: lessonActivities(call.body as string[]) },
    });
    const { user } = await renderLesson(2);
    const alert = await screen.findByRole('alert');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { name: 'Quiz time' }),
    ).toBeInTheDocument();
    expect(screen.getByText('3 questions')).toBeInTheDocument();
  });
});
