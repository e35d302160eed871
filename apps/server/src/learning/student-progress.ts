import type { FastifyInstance } from 'fastify';
import type { StudentProgress } from '@gp/api';
import {
  computeStudentProgress,
  contentLanguage,
  isInterfaceLanguage,
  type LearningPathInput,
} from '@gp/domain';
import type { Localized } from '../db/json-types';
import type { ProfileRow } from '../db/repositories/profiles';
import type { StudentRecord } from '../db/repositories/student-history';
import type { StudentRow } from '../db/repositories/students';

/** The student's interface language for texts the server fills in (lesson names). */
export function languageOf(code: string | undefined): keyof Localized {
  return isInterfaceLanguage(code) ? contentLanguage(code) : 'en';
}

/** The market region whose curriculum the student follows: their city's, else their account's. */
async function curriculumRegion(
  app: FastifyInstance,
  student: StudentRow,
  cityKey: string,
) {
  const region = cityKey
    ? await app.contentCache.cityRegion(cityKey)
    : undefined;
  return region ?? student.marketRegion;
}

/** The student's submitted tests and latest quiz scores, as stored. */
export async function studentHistory(
  app: FastifyInstance,
  studentId: string,
): Promise<StudentHistory> {
  const { tests, quizzes, customTests } =
    await app.repos.studentHistory.read(studentId);
  return { tests, quizzes, customTests };
}

export type StudentHistory = Omit<StudentRecord, 'profile'>;

/** Everything the learning path needs about one student, read from the database. */
export async function learningPathInput(
  app: FastifyInstance,
  student: StudentRow,
  /** The student's profile when the caller has just read it. */
  knownProfile?: ProfileRow | null,
  /** The student's history when the caller has just read it (a test start reads it once for both). */
  knownHistory?: StudentHistory,
): Promise<LearningPathInput> {
  // Neither known: the profile and the history in one round trip.
  const record =
    knownProfile === undefined && !knownHistory
      ? await app.repos.studentHistory.read(student.id)
      : undefined;
  const profile = record
    ? record.profile
    : knownProfile === undefined
      ? await app.repos.profiles.find(student.id)
      : (knownProfile ?? undefined);
  const region = await curriculumRegion(
    app,
    student,
    profile?.educationRegionKey ?? '',
  );
  const lang = languageOf(profile?.preferLanguageCode || profile?.cultureCode);
  const [curriculum, { tests, quizzes, customTests }] = await Promise.all([
    app.contentCache.curriculum(region, lang),
    knownHistory ?? record ?? studentHistory(app, student.id),
  ]);
  return {
    curriculum,
    startPointGradeKey:
      profile?.startPointGradeKey || profile?.educationGradeKey || null,
    history: {
      diagnosticTests: tests.map(({ test, scores }) => ({
        key: test.key,
        endStamp: (test.submittedAt ?? test.startedAt).toISOString(),
        newModuleKeys: test.newModuleKeys,
        verifiedModuleKeys: test.verifiedModuleKeys,
        moduleScores: scores.map((s) => ({
          moduleKey: s.moduleKey,
          score: s.score,
          totalScore: s.totalScore,
        })),
      })),
      // A module passes if the custom test says so (spec 02 §4, issue 12).
      customTests: customTests.map(({ key, endStamp, moduleScores }) => ({
        key,
        endStamp,
        moduleScores,
      })),
      // The latest saved quiz of each lesson (issue 11): "lesson done" reads it.
      lessons: quizzes.map((q) => ({
        moduleKey: q.moduleKey,
        lessonKey: q.lessonKey,
        score: q.score,
        totalScore: q.totalScore,
      })),
    },
  };
}

/** spec 02 §3 Student progress, computed by the domain's learning path. */
export async function studentProgress(
  app: FastifyInstance,
  student: StudentRow,
  knownProfile?: ProfileRow | null,
  knownHistory?: StudentHistory,
): Promise<StudentProgress> {
  return computeStudentProgress(
    await learningPathInput(app, student, knownProfile, knownHistory),
  );
}
