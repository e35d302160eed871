import { screen, waitFor, within } from '../../../testing/testing-library';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  getLocalRecord,
  updateLocalRecord,
} from '../../../lib/storage/local-record';
import {
  lessonKey,
  MODULE,
  quizResult,
} from '../../../testing/lesson-fixtures';
import { apiError } from '../../../testing/mock-api';
import { renderRoutes } from '../../../testing/render';
import { RemediationLessonPage } from './remediation-lesson-page';
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

beforeEach(signedInStudent);

describe('the remediation lesson (spec 02 §2, §4 Remediation page flow)', () => {
  it('goes to the module lesson without a stored lesson', async () => {
    api();
    await updateLocalRecord({ remediationInfo: undefined });
    const { router } = await renderRoutes(
      [
        { path: '/remediation-lesson', element: <RemediationLessonPage /> },
        { path: '/module-lesson', element: <h1>{'module lesson'}</h1> },
      ],
      { path: '/remediation-lesson' },
    );
    await expectAt(router, '/module-lesson');
  });

  it('gives the player the practice, saves each finished activity once, and moves to the quiz intro', async () => {
    const calls = api();
    await renderLesson(1);
    const { posted, send, frame } = await player();
    expect(frame.src).toContain('type=homework');
    send({ type: 'requestLessonData' });
    const data = posted.mock.calls[0]?.[0] as {
      kind: string;
      modules: { Activitys: { Key: string }[] }[];
    };
    expect(data.kind).toBe('practice');
    expect(data.modules[0]?.Activitys.map((a) => a.Key)).toEqual([
      'articles.l1.explainer',
      'articles.l1-p1',
    ]);
    send(activityDone('articles.l1.explainer'));
    await waitFor(() =>
      expect(
        screen.getByRole('status', { name: 'Saving your practice' }),
      ).toHaveTextContent('Saved'),
    );
    const saves = calls.callsTo(
      'POST',
      '/api/v2/RemediationLessonPractice/Save/',
    );
    expect(saves).toHaveLength(1);
    expect(saves[0]?.body).toMatchObject({
      StudentRemediationKey: 'practice-1',
      StudentModuleLessonAnswer: [
        {
          ModuleKey: MODULE,
          LessonKey: lessonKey(1),
          ActivityKey: 'articles.l1.explainer',
        },
      ],
    });
    send({ type: 'practiceDone' });
    expect(
      await screen.findByRole('heading', { name: 'Quiz time' }),
    ).toBeInTheDocument();
    expect(screen.getByText('3 questions')).toBeInTheDocument();
    expect(getLocalRecord().remediationPageStatus).toBe(2);
  });

  it('shows the not-saved popup when the student exits while practice is still saving', async () => {
    const { practiceSave, release } = heldPracticeSave();
    api({ practiceSave });
    const { user, router } = await renderLesson(1);
    const { send } = await player();
    send(activityDone('articles.l1-p1'));
    await user.click(screen.getByRole('button', { name: 'Exit lesson' }));
    const dialog = screen.getByRole('dialog', {
      name: "Your practice isn't saved yet",
    });
    await user.click(within(dialog).getByRole('button', { name: 'Stay here' }));
    expect(router.state.location.pathname).toBe('/remediation-lesson');
    release();
    await waitFor(() =>
      expect(
        screen.getByRole('status', { name: 'Saving your practice' }),
      ).toHaveTextContent('Saved'),
    );
    await user.click(screen.getByRole('button', { name: 'Exit lesson' }));
    expect(router.state.location.pathname).toBe('/module-lesson');
  });

  it('starts an expired student at the quiz intro, never in practice', async () => {
    const calls = api({ status: 2 });
    await renderLesson(1);
    expect(
      await screen.findByRole('heading', { name: 'Quiz time' }),
    ).toBeInTheDocument();
    expect(
      calls.callsTo('POST', '/api/v2/RemediationLessonPractice/Start/'),
    ).toHaveLength(0);
    expect(
      screen.queryByRole('button', { name: 'Back to practice' }),
    ).not.toBeInTheDocument();
  });

  it('offers a retry when the quiz cannot start (error status 2)', async () => {
    let fail = true;
    api({
      quizStart: () =>
        fail ? apiError(500, 'ServerError') : { body: 'quiz-start-1' },
    });
    const { user } = await renderLesson(2);
    await user.click(await screen.findByRole('button', { name: 'Start quiz' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't start the quiz.");
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(getLocalRecord().remediationStartQuizKey).toBe('quiz-start-1'),
    );
    expect(getLocalRecord().remediationPageStatus).toBe(3);
  });

  it('submits the quiz once with the stored idempotency key, retries a failed submit, then shows the result', async () => {
    let fail = true;
    const calls = api({
      quizSave: () =>
        fail ? apiError(500, 'ServerError') : { body: quizResult(8) },
    });
    const { user } = await renderLesson(3, 'quiz-start-1');
    const { send, posted, lessonId } = await player();
    expect(lessonId).toBe('quiz_quiz-start-1');
    send({ type: 'requestLessonData' });
    expect((posted.mock.calls[0]?.[0] as { kind: string }).kind).toBe('quiz');
    const answers = quizAnswers();
    send({ type: 'submit', answers });
    send({ type: 'submit', answers });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't send your quiz.");
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { name: 'Your quiz result' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Good job')).toBeInTheDocument();
    const saves = calls.callsTo('POST', '/api/v2/RemediationLesson/Save/');
    expect(saves).toHaveLength(2);
    for (const save of saves)
      expect(save.body).toMatchObject({
        StudentRemediationKey: 'quiz-start-1',
        IdempotencyKey: 'idem-key-1',
        StudentModuleLessonAnswer: [
          { LessonKey: lessonKey(1), ActivityKey: 'articles.l1-quiz1' },
        ],
      });
    expect(
      screen.getByRole('button', { name: 'Next lesson' }),
    ).toBeInTheDocument();
  });

  it('asks before leaving the running quiz, and starts it afresh next time (exit position 1)', async () => {
    api();
    const { user, router } = await renderLesson(3, 'quiz-start-1');
    await player();
    await user.click(screen.getByRole('button', { name: 'Exit quiz' }));
    const dialog = screen.getByRole('dialog', { name: 'Leave the quiz?' });
    await user.click(
      within(dialog).getByRole('button', { name: 'Leave the quiz' }),
    );
    await expectAt(router, '/module-lesson');
    // The status follows once the quiz is forgotten (use-lesson-flow.ts).
    await waitFor(() => {
      expect(getLocalRecord().remediationStartQuizKey).toBeUndefined();
      expect(getLocalRecord().remediationPageStatus).toBe(2);
    });
  });
});
