import { act, waitFor } from '../../../testing/testing-library';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { PLAYER_CHANNEL } from '@gp/api';
import {
  loadLocalRecord,
  updateLocalRecord,
} from '../../../lib/storage/local-record';
import { gradesWithModules, userInfo } from '../../../testing/course-fixtures';
import { fullProfile, studentInfo } from '../../../testing/fixtures';
import {
  activityKeys,
  lessonActivities,
  lessonKey,
  MODULE,
  practiceProgress,
  quizResult,
  studyProgress,
} from '../../../testing/lesson-fixtures';
import { mockApi, type RecordedCall } from '../../../testing/mock-api';
import { renderRoutes } from '../../../testing/render';
import { RemediationLessonPage } from './remediation-lesson-page';

/** The remediation lesson page under test: its API, its routes and the player frame. */

export type Reply = { status?: number; body?: unknown };

export function api({
  status = 1 as 1 | 2 | 4,
  practiceSave = (): Reply => ({ body: practiceProgress()[0] }),
  quizStart = (): Reply => ({ body: 'quiz-start-1' }),
  quizSave = (): Reply => ({ body: quizResult(8) }),
  activities = (call: RecordedCall): Reply => ({
    body: lessonActivities(call.body as string[]),
  }),
} = {}) {
  return mockApi({
    'GET /api/v2/StudentProfile/': { body: fullProfile },
    'GET /api/v2/StudentProfile/GP/': { body: userInfo(status) },
    'GET /api/v2/StudentProgress/': { body: studyProgress() },
    'GET /api/v2/AvailableGradeList/': { body: gradesWithModules('en-US') },
    'POST /api/v2/RemediationLessonPractice/Progress/': {
      body: practiceProgress(),
    },
    'POST /api/v2/ActivityEntity/Web/': activities,
    'POST /api/v2/RemediationLessonPractice/Start/': { body: 'practice-1' },
    'POST /api/v2/RemediationLessonPractice/Save/': practiceSave,
    'POST /api/v2/RemediationLesson/Start/': quizStart,
    'POST /api/v2/RemediationLesson/Save/': quizSave,
  });
}

export async function renderLesson(
  pageStatus: 1 | 2 | 3 = 1,
  quizKey?: string,
) {
  await updateLocalRecord({
    remediationModuleKey: MODULE,
    remediationPageStatus: pageStatus,
    remediationStartQuizKey: quizKey,
    remediationInfo: {
      moduleKey: MODULE,
      lessonKey: lessonKey(1),
      activityKeys: activityKeys(1),
      startIndex: 0,
      ...(quizKey ? { quizIdempotencyKey: 'idem-key-1' } : {}),
    },
  });
  const view = await renderRoutes(
    [
      { path: '/remediation-lesson', element: <RemediationLessonPage /> },
      // A stand-in page the tests only look for by its address.
      { path: '/module-lesson', element: <main /> },
    ],
    { path: '/remediation-lesson' },
  );
  return { ...view, user: userEvent.setup() };
}

export async function player() {
  await waitFor(() => expect(document.querySelector('iframe')).not.toBeNull());
  const frame = document.querySelector('iframe')!;
  const posted = vi
    .spyOn(frame.contentWindow!, 'postMessage')
    .mockImplementation(() => {});
  const lessonId = new URL(frame.src, 'http://x').searchParams.get('lessonId')!;
  const send = (data: Record<string, unknown>) =>
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { channel: PLAYER_CHANNEL, lessonId, ...data },
          origin: window.location.origin,
          source: frame.contentWindow,
        }),
      );
    });
  return { frame, posted, send, lessonId };
}

/** Each test starts from a signed-in student's local record (use in beforeEach). */
export async function signedInStudent() {
  await loadLocalRecord();
  await updateLocalRecord({ studentInfo: studentInfo() });
}

/** A practice save that the server answers only when the test releases it. */
export function heldPracticeSave() {
  let answer: (r: Reply) => void = () => {};
  return {
    practiceSave: () =>
      new Promise<Reply>((r) => (answer = r)) as unknown as Reply,
    release: () => answer({ body: practiceProgress()[0] }),
  };
}

/** The player's message that the student finished one activity of the lesson. */
export const activityDone = (activityKey: string) => ({
  type: 'activityDone',
  answer: { ModuleKey: MODULE, ActivityKey: activityKey, QuestionAnswer: [] },
});

/** The quiz's answers as the player submits them. */
export const quizAnswers = () => [
  {
    ModuleKey: MODULE,
    ActivityKey: 'articles.l1-quiz1',
    TemplateType: 'multipleSelectDt',
    QuestionAnswer: [{ QuestionKey: 'quiz-q1', Response: { selected: [1] } }],
  },
];

/** Waits until the page has sent the student to `path`. */
export async function expectAt(
  router: Awaited<ReturnType<typeof renderLesson>>['router'],
  path: string,
) {
  await waitFor(() => expect(router.state.location.pathname).toBe(path));
}
