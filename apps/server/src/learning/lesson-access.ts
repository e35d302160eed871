import type { FastifyInstance } from 'fastify';
import {
  authorityFor,
  deriveUserStatus,
  HIGHER_GRADE_LOCKED,
  type Authority,
  type StudentProgress,
  type StudyRefusal,
} from '@gp/domain';
import type { StudentRow } from '../db/repositories/students';
import { Forbidden, NotAllowed, NotFound } from '../lib/domain-errors';
import { studentProgress } from './student-progress';

/** What the study rules read about a student: the learning path and the authority. */
export interface StudyContext {
  progress: StudentProgress;
  authority: Authority;
}

export async function studyContext(
  app: FastifyInstance,
  student: StudentRow,
): Promise<StudyContext> {
  const progress = await studentProgress(app, student);
  const authority = authorityFor(
    deriveUserStatus(student.status, student.expireTime, new Date()),
    progress,
  );
  return { progress, authority };
}

/** The refusal of DESIGN.md §3b for a domain answer (lesson-access.ts). */
export function studyRefusal(
  refusal: StudyRefusal,
  what: { moduleKey: string; lessonKey?: string },
): Error {
  switch (refusal) {
    case 'authority':
      return new Forbidden(
        'Your account may not study this. Please contact school to purchase or renew.',
      );
    case 'learningPath':
      return new NotAllowed(HIGHER_GRADE_LOCKED);
    case 'lessonLocked':
      return new NotAllowed(
        'This lesson is locked. Please finish the previous lesson first.',
      );
    case 'unknownLesson':
      return new NotFound(
        `Module ${what.moduleKey} has no lesson ${what.lessonKey ?? ''}.`,
      );
  }
}
