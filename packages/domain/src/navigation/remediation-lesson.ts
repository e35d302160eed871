import { redirect, STAY, type Decision } from './decision';

/** spec 02 §2 Remediation page status: 1 practice, 2 start-review intro, 3 quiz. */
export type RemediationPageStatus = 1 | 2 | 3;

// spec 02 §4 Remediation page flow: empty remediation data goes to the module lesson; with
// no practice activities and status 1 or less, go to the intro.
export function remediationEntry(state: {
  hasData: boolean;
  practiceActivityCount: number;
  pageStatus: number;
}): { decision: Decision; pageStatus: RemediationPageStatus } {
  const stored: RemediationPageStatus =
    state.pageStatus === 2 || state.pageStatus === 3 ? state.pageStatus : 1;
  if (!state.hasData)
    return { decision: redirect('module_lesson'), pageStatus: stored };
  if (state.practiceActivityCount === 0 && state.pageStatus <= 1)
    return { decision: STAY, pageStatus: 2 };
  return { decision: STAY, pageStatus: stored };
}

// spec 02 §4: finishing practice moves to the review intro; starting the review sets the quiz state.
export function nextPageStatus(
  current: RemediationPageStatus,
  event: 'practiceFinished' | 'reviewStarted',
): RemediationPageStatus {
  if (event === 'practiceFinished' && current === 1) return 2;
  if (event === 'reviewStarted' && current === 2) return 3;
  return current;
}

/** spec 02 §4 Practice result upload item status: 1 pending, 2 uploading, 3 saved, 4 failed. */
export type UploadStatus = 1 | 2 | 3 | 4;

// spec 02 §4: each item is tried once.
export function uploadOutcome(
  status: UploadStatus,
  succeeded: boolean,
): UploadStatus {
  if (status !== 2) return status;
  return succeeded ? 3 : 4;
}

export function isUploadFinished(statuses: readonly UploadStatus[]): boolean {
  return statuses.every((s) => s === 3 || s === 4);
}

export type QuizExitDecision =
  | { type: 'confirmFromBeginning' }
  | { type: 'progressNotSaved'; recordQuitQuizSource: true }
  | {
      type: 'leave';
      to: 'module_lesson';
      recordQuitQuizSource: boolean;
      asFailed: boolean;
    };

// spec 02 §4 Quiz exit positions 1 to 4: position 1 confirms starting from the beginning;
// otherwise an unfinished upload shows progress-not-saved, else the student leaves to the
// module lesson. Other positions record the quit-quiz button source. A missing start key
// allows exit as failed.
export function quizExitDecision(state: {
  position: 1 | 2 | 3 | 4;
  uploadFinished: boolean;
  hasStartKey: boolean;
}): QuizExitDecision {
  if (!state.hasStartKey)
    return {
      type: 'leave',
      to: 'module_lesson',
      recordQuitQuizSource: state.position !== 1,
      asFailed: true,
    };
  if (state.position === 1) return { type: 'confirmFromBeginning' };
  if (!state.uploadFinished)
    return { type: 'progressNotSaved', recordQuitQuizSource: true };
  return {
    type: 'leave',
    to: 'module_lesson',
    recordQuitQuizSource: true,
    asFailed: false,
  };
}
