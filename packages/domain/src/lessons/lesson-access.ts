import {
  can,
  canOpenModule,
  type Authority,
} from '../authority/authority-levels';
import { remediationModuleOf, studyAccess } from '../progress/module-access';
import type {
  RemediationLesson,
  StudentProgress,
} from '../progress/student-progress';
import { LESSON_STATUS, lessonStates } from './lesson-status';

/**
 * Why a student may not study a module or lesson (DESIGN.md §3b Refusals):
 * `authority` is the account's level (403 InvalidIdentification),
 * `learningPath` and `lessonLocked` are the learning path (409 NotAllowed),
 * `unknownLesson` is a lesson the module does not have (404).
 */
export type StudyRefusal =
  'authority' | 'learningPath' | 'lessonLocked' | 'unknownLesson';

export type ModuleAccess = { ok: true } | { ok: false; refusal: StudyRefusal };

// spec 02 §4 Starting a lesson / §6: a demo or expired student opens only the modules
// of canRemediationModules; anyone: higher-grade modules are not studyable until the
// current ones are finished (module-access studyAccess), lower-grade ones are.
export function moduleStudyAccess(
  authority: Authority,
  progress: Pick<StudentProgress, 'RemediationProgress'>,
  moduleKey: string,
): ModuleAccess {
  if (!canOpenModule(authority, moduleKey))
    return { ok: false, refusal: 'authority' };
  if (studyAccess(progress, moduleKey) === 'locked')
    return { ok: false, refusal: 'learningPath' };
  return { ok: true };
}

export type LessonPart = 'practice' | 'quiz';

export type LessonAccess =
  | { ok: true; lesson: RemediationLesson; lessons: RemediationLesson[] }
  | { ok: false; refusal: StudyRefusal };

// DESIGN.md §3b Refusals: practice for an expired student (spec 02 §6: practice
// sections blocked, capability doPractice), a module the student may not open, and a
// lesson whose previous lesson is not done (spec 02 §4 Lesson status: locked, 3).
export function lessonStudyAccess(
  authority: Authority,
  progress: Pick<StudentProgress, 'RemediationProgress'>,
  moduleKey: string,
  lessonKey: string,
  part: LessonPart,
): LessonAccess {
  if (!can(authority, part === 'practice' ? 'doPractice' : 'doQuiz'))
    return { ok: false, refusal: 'authority' };
  const access = moduleStudyAccess(authority, progress, moduleKey);
  if (!access.ok) return access;
  const module = remediationModuleOf(progress, moduleKey);
  const lessons = module?.Lessons ?? [];
  const lesson = lessons.find((l) => l.LessonKey === lessonKey);
  if (!lesson) return { ok: false, refusal: 'unknownLesson' };
  const state = lessonStates(
    lessons.map((l) => ({
      lessonKey: l.LessonKey,
      sequence: l.Sequence,
      totalScore: l.TotalScore,
      studentScore: l.StudentScore,
    })),
    false,
  ).find((s) => s.lessonKey === lessonKey);
  if (state?.status === LESSON_STATUS.locked)
    return { ok: false, refusal: 'lessonLocked' };
  return { ok: true, lesson, lessons };
}
