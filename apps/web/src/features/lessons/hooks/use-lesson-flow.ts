import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { QuizResult } from '@gp/api';
import {
  nextPageStatus,
  quizExitDecision,
  type Authority,
  type LessonView,
  type RemediationPageStatus,
} from '@gp/domain';
import { isLogoutError } from '../../../lib/api-error';
import { practiceProgressKey } from '../../../lib/api/get-practice-progress';
import { progressQueryOptions } from '../../../lib/api/get-progress';
import {
  chosenLesson,
  storeLessonStart,
  type StoredLesson,
} from '../../../lib/lessons/lesson-start';
import { pathOf } from '../../../lib/paths';
import { randomId } from '../../../lib/random-id';
import { updateLocalRecord } from '../../../lib/storage/local-record';
import { startQuizRequest } from '../api/start-quiz';

/** spec 02 §4 Quiz exit positions: 1 the running quiz, 2 its intro, 3 practice, 4 the result. */
export type ExitPosition = 1 | 2 | 3 | 4;
export type LessonDialog = 'confirmQuizExit' | 'notSaved' | null;

// spec 02 §4: exiting the quiz at other than position 1 records this button source.
const QUIT_QUIZ_SOURCE = 'remediationQuitQuizButton';

/**
 * The remediation page flow (spec 02 §4): moving from practice to the quiz
 * intro, starting the quiz (errorStatus 2 on failure), the four exit
 * positions with their popups, the result and the way on to the next lesson.
 */
export function useLessonFlow({
  stored,
  startQuizKey,
  studentId,
  authority,
  uploadsFinished,
}: {
  stored: StoredLesson;
  startQuizKey: string | undefined;
  studentId: string;
  authority: Authority | null;
  uploadsFinished: () => boolean;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<LessonDialog>(null);
  const [starting, setStarting] = useState(false);
  /** Why the quiz did not start (null: it did, or was not tried). */
  const [startError, setStartError] = useState<unknown>(null);
  const [result, setResult] = useState<QuizResult | null>(null);

  const leaving = useRef(false);
  const toModule = () => {
    leaving.current = true;
    void navigate(pathOf('module_lesson'));
  };
  const setStatus = (status: RemediationPageStatus) =>
    updateLocalRecord({ remediationPageStatus: status });

  const forgetQuiz = () =>
    updateLocalRecord({
      remediationStartQuizKey: undefined,
      remediationInfo: { ...stored, quizIdempotencyKey: undefined },
    });

  const exit = (position: ExitPosition) => {
    const decision = quizExitDecision({
      position,
      uploadFinished: uploadsFinished(),
      // Outside the running quiz there is no start key to miss.
      hasStartKey: position === 1 ? Boolean(startQuizKey) : true,
    });
    if (decision.type === 'confirmFromBeginning') {
      setDialog('confirmQuizExit');
      return;
    }
    void updateLocalRecord({ clickedButtonSource: QUIT_QUIZ_SOURCE });
    if (decision.type === 'progressNotSaved') setDialog('notSaved');
    else {
      if (position === 1) void forgetQuiz().then(() => setStatus(2));
      toModule();
    }
  };

  /** The confirmed exit of the running quiz: the next start begins afresh. */
  const leaveQuiz = (go: () => void = toModule) => {
    leaving.current = true;
    setDialog(null);
    void forgetQuiz().then(() => setStatus(2));
    go();
  };

  const practiceDone = () =>
    void setStatus(nextPageStatus(1, 'practiceFinished'));

  const startQuiz = async () => {
    if (starting) return;
    setStarting(true);
    setStartError(null);
    try {
      const key = await startQuizRequest({
        ModuleKey: stored.moduleKey,
        LessonKey: stored.lessonKey,
      });
      await updateLocalRecord({
        remediationStartQuizKey: key,
        remediationInfo: { ...stored, quizIdempotencyKey: randomId() },
        remediationPageStatus: nextPageStatus(2, 'reviewStarted'),
      });
    } catch (error) {
      if (!isLogoutError(error)) setStartError(error);
    } finally {
      setStarting(false);
    }
  };

  const finishQuiz = (quiz: QuizResult) => {
    setResult(quiz);
    void forgetQuiz().then(() => setStatus(2));
    void queryClient.invalidateQueries({
      queryKey: progressQueryOptions(studentId).queryKey,
    });
    void queryClient.invalidateQueries({
      queryKey: practiceProgressKey(studentId),
    });
  };

  const openLesson = (lesson: LessonView) => {
    if (!authority) return;
    setResult(null);
    void storeLessonStart(stored.moduleKey, chosenLesson(lesson, authority));
  };

  return {
    dialog,
    closeDialog: () => setDialog(null),
    leaveToModule: () => {
      setDialog(null);
      toModule();
    },
    exit,
    leaveQuiz,
    isLeaving: () => leaving.current,
    practiceDone,
    startQuiz: () => void startQuiz(),
    starting,
    startFailed: startError !== null,
    startError,
    result,
    finishQuiz,
    openLesson,
    backToPractice: () => void setStatus(1),
  };
}
