import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { LessonPracticeProgress, StudentProgress } from '@gp/api';
import {
  isModuleLockedFor,
  moduleButtonLabel,
  moduleLessonsView,
  remediationModuleOf,
  startLessonDecision,
  type Authority,
  type LessonStart,
} from '@gp/domain';
import {
  lessonToOpen,
  storeLessonStart,
} from '../../../lib/lessons/lesson-start';
import { pathOfPage } from '../../../lib/page-path';
import { pathOf } from '../../../lib/paths';
import { updateLocalRecord } from '../../../lib/storage/local-record';

/** spec 02 §2 T2: Start, or Continue once the module's progress is above 0. */
export type StudyButton = 'start' | 'continue';

/**
 * The learn page's cards start or continue a module's lesson (spec 02 §2
 * Module cards, §4 Starting a lesson): the lesson the module lesson screen
 * would open, stored the same way; expired students see the warning first.
 */
export function useStartLesson(
  progress: StudentProgress | undefined,
  practice: readonly LessonPracticeProgress[] | undefined,
  authority: Authority | null,
) {
  const navigate = useNavigate();
  const [pending, setPending] = useState<{
    moduleKey: string;
    lesson: LessonStart;
  } | null>(null);

  const lessonsOf = (moduleKey: string) => {
    const module = progress ? remediationModuleOf(progress, moduleKey) : null;
    if (!module || !authority) return null;
    return moduleLessonsView(
      module.Lessons,
      (practice ?? []).filter((p) => p.ModuleKey === moduleKey),
      isModuleLockedFor(authority, moduleKey),
    );
  };

  /** Start or Continue for a module not done whose lessons the student may take; null otherwise. */
  const studyButton = (moduleKey: string): StudyButton | null => {
    const view = lessonsOf(moduleKey);
    if (!view || view.isModuleDone || !authority) return null;
    if (isModuleLockedFor(authority, moduleKey)) return null;
    const label = moduleButtonLabel({
      isModuleDone: false,
      totalProgress: view.moduleTotalProgress,
      isLockedInTrial: false,
    });
    return label === 'Continue' ? 'continue' : 'start';
  };

  const go = (moduleKey: string, lesson: LessonStart) =>
    void storeLessonStart(moduleKey, lesson).then(() => {
      void updateLocalRecord({ targetPage: 'learn' });
      return navigate(pathOf('remediation_lesson'));
    });

  const start = (moduleKey: string) => {
    const view = lessonsOf(moduleKey);
    const lesson =
      view && authority ? lessonToOpen(view.lessons, authority) : null;
    if (!lesson || !authority) return;
    const decision = startLessonDecision(authority, moduleKey);
    if (decision.type === 'redirect') {
      void navigate(pathOfPage(decision.to));
      return;
    }
    if (decision.showExpiredWarning) setPending({ moduleKey, lesson });
    else go(moduleKey, lesson);
  };

  return {
    studyButton,
    start,
    /** The expired warning is open (spec 02 §6); confirming opens the lesson. */
    warning: pending !== null,
    confirmWarning: () => {
      if (pending) go(pending.moduleKey, pending.lesson);
      setPending(null);
    },
  };
}
