import type { FastifyInstance } from 'fastify';
import type { StudentProgress } from '@gp/api';
import {
  computeStudentProgress,
  contentLanguage,
  isInterfaceLanguage,
  type CurriculumGrade,
  type LearningPathInput,
} from '@gp/domain';
import type { Localized } from '../db/repositories/course';
import type { ProfileRow } from '../db/repositories/profiles';
import type { StudentRow } from '../db/repositories/students';
import { gradeKey } from '../lib/grade-key';

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
  const region = cityKey ? await cityRegion(app, cityKey) : undefined;
  return region ?? student.marketRegion;
}

// Cities, like the curriculum, change only when content is imported.
const cityRegionCache = new Map<string, Promise<number | undefined>>();

function cityRegion(app: FastifyInstance, key: string) {
  let cached = cityRegionCache.get(key);
  if (!cached) {
    cached = app.repos.course.city(key).then((c) => c?.marketRegion);
    cityRegionCache.set(key, cached);
    cached.catch(() => cityRegionCache.delete(key));
  }
  return cached;
}

// The curriculum changes only when content is imported at start-up, so each
// instance keeps it per region and language (nothing a student owns).
const curriculumCache = new Map<string, Promise<CurriculumGrade[]>>();

async function loadCurriculum(
  app: FastifyInstance,
  region: number,
  lang: keyof Localized,
): Promise<CurriculumGrade[]> {
  const [modules, lessons] = await Promise.all([
    app.repos.course.curriculumOf(region),
    app.repos.course.lessonsOfRegion(region),
  ]);
  const byGrade = new Map<number, CurriculumGrade>();
  for (const m of modules) {
    const grade = byGrade.get(m.gradeOrdinal) ?? {
      key: gradeKey(m.gradeOrdinal),
      ordinal: m.gradeOrdinal,
      modules: [],
    };
    grade.modules.push({
      key: m.key,
      difficultyLevel: m.difficulty,
      lessons: lessons
        .filter((l) => l.moduleKey === m.key)
        .map((l) => ({
          key: l.key,
          name: l.name[lang],
          description: l.description[lang],
          sequence: l.sequence,
          activityKeys: l.activityKeys,
        })),
    });
    byGrade.set(m.gradeOrdinal, grade);
  }
  return [...byGrade.values()].sort((a, b) => a.ordinal - b.ordinal);
}

export function curriculumFor(
  app: FastifyInstance,
  region: number,
  lang: keyof Localized,
) {
  const id = `${region}:${lang}`;
  let cached = curriculumCache.get(id);
  if (!cached) {
    cached = loadCurriculum(app, region, lang);
    curriculumCache.set(id, cached);
    cached.catch(() => curriculumCache.delete(id));
  }
  return cached;
}

export function forgetCurriculum(): void {
  curriculumCache.clear();
  cityRegionCache.clear();
}

/** Everything the learning path needs about one student, read from the database. */
export async function learningPathInput(
  app: FastifyInstance,
  student: StudentRow,
  /** The student's profile when the caller has just read it. */
  knownProfile?: ProfileRow | null,
): Promise<LearningPathInput> {
  const profile =
    knownProfile === undefined
      ? await app.repos.profiles.find(student.id)
      : (knownProfile ?? undefined);
  const region = await curriculumRegion(
    app,
    student,
    profile?.educationRegionKey ?? '',
  );
  const lang = languageOf(profile?.preferLanguageCode || profile?.cultureCode);
  const [curriculum, tests] = await Promise.all([
    curriculumFor(app, region, lang),
    app.repos.diagnosticTests.submitted(student.id),
  ]);
  return {
    curriculum,
    startPointGradeKey:
      profile?.startPointGradeKey || profile?.educationGradeKey || null,
    history: {
      diagnosticTests: tests.map(({ test, scores }) => ({
        key: test.key,
        endStamp: (test.submittedAt ?? test.startedAt).toISOString(),
        newModuleKeys: test.newModuleKeys as string[],
        verifiedModuleKeys: test.verifiedModuleKeys as string[],
        moduleScores: scores.map((s) => ({
          moduleKey: s.moduleKey,
          score: s.score,
          totalScore: s.totalScore,
        })),
      })),
      customTests: [],
      lessons: [],
    },
  };
}

/** spec 02 §3 Student progress, computed by the domain's learning path. */
export async function studentProgress(
  app: FastifyInstance,
  student: StudentRow,
  knownProfile?: ProfileRow | null,
): Promise<StudentProgress> {
  return computeStudentProgress(
    await learningPathInput(app, student, knownProfile),
  );
}
