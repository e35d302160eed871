import { describe, expect, it } from 'vitest';
import { computeStudentProgress } from '../progress/learning-path';
import { input } from '../progress/learning-path.testdata';
import { progressFacts } from './progress-facts';
import {
  isUploadFinished,
  nextPageStatus,
  quizExitDecision,
  remediationEntry,
  uploadOutcome,
} from './remediation-lesson';

describe('remediation lesson flow (spec 02 §2, §4)', () => {
  it('goes to the module lesson with no remediation data', () => {
    expect(
      remediationEntry({
        hasData: false,
        practiceActivityCount: 2,
        pageStatus: 1,
      }).decision,
    ).toEqual({ type: 'redirect', to: 'module_lesson' });
  });

  it('skips to the intro when there is no practice and status is 1 or less', () => {
    expect(
      remediationEntry({
        hasData: true,
        practiceActivityCount: 0,
        pageStatus: 0,
      }),
    ).toEqual({ decision: { type: 'stay' }, pageStatus: 2 });
    expect(
      remediationEntry({
        hasData: true,
        practiceActivityCount: 0,
        pageStatus: 3,
      }).pageStatus,
    ).toBe(3);
    expect(
      remediationEntry({
        hasData: true,
        practiceActivityCount: 4,
        pageStatus: 1,
      }).pageStatus,
    ).toBe(1);
    expect(
      remediationEntry({
        hasData: true,
        practiceActivityCount: 4,
        pageStatus: 2,
      }).pageStatus,
    ).toBe(2);
  });

  it('moves from practice to the review intro to the quiz', () => {
    expect(nextPageStatus(1, 'practiceFinished')).toBe(2);
    expect(nextPageStatus(2, 'reviewStarted')).toBe(3);
    expect(nextPageStatus(3, 'practiceFinished')).toBe(3);
  });

  it('tries each upload once: uploading becomes saved or failed', () => {
    expect(uploadOutcome(2, true)).toBe(3);
    expect(uploadOutcome(2, false)).toBe(4);
    expect(uploadOutcome(1, true)).toBe(1);
    expect(isUploadFinished([3, 4])).toBe(true);
    expect(isUploadFinished([3, 2])).toBe(false);
  });

  it.each([
    [
      { position: 1, uploadFinished: true, hasStartKey: true },
      { type: 'confirmFromBeginning' },
    ],
    [
      { position: 2, uploadFinished: false, hasStartKey: true },
      { type: 'progressNotSaved', recordQuitQuizSource: true },
    ],
    [
      { position: 3, uploadFinished: true, hasStartKey: true },
      {
        type: 'leave',
        to: 'module_lesson',
        recordQuitQuizSource: true,
        asFailed: false,
      },
    ],
    [
      { position: 4, uploadFinished: false, hasStartKey: false },
      {
        type: 'leave',
        to: 'module_lesson',
        recordQuitQuizSource: true,
        asFailed: true,
      },
    ],
    [
      { position: 1, uploadFinished: false, hasStartKey: false },
      {
        type: 'leave',
        to: 'module_lesson',
        recordQuitQuizSource: false,
        asFailed: true,
      },
    ],
  ] as const)('quiz exit %o gives %o', (state, decision) => {
    expect(quizExitDecision(state)).toEqual(decision);
  });
});

describe('progress facts', () => {
  it('reads what the redirects need from StudentProgress', () => {
    expect(progressFacts(computeStudentProgress(input()))).toEqual({
      isFirstTime: true,
      testsTaken: 0,
      newModuleCount: 2,
      verifyModuleCount: 0,
      allTestsDone: false,
      hasRecommended: false,
      recommendedLessonsDone: true,
    });
  });
});
