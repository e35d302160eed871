import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type {
  LessonPracticeProgress,
  LessonStart,
  LessonSubmission,
  QuizResult,
} from '@gp/api';
import {
  authorityLevelOf,
  can,
  deriveUserStatus,
  isModuleDone,
  lessonQuizSavedStatement,
  lessonStudyAccess,
  moduleCompletedStatement,
  practiceSavedStatement,
  type XapiStatement,
} from '@gp/domain';
import type { LessonStartRow } from '../db/repositories/lessons';
import type { StudentRow } from '../db/repositories/students';
import { Conflict, Forbidden, NotFound } from '../lib/domain-errors';
import { shuffleSeedOf } from './lesson-activities';
import { studyContext, studyRefusal } from './lesson-access';
import type { CatalogLesson, LessonCatalog } from './lesson-catalog';
import { scoreLessonAnswers, scoreQuiz } from './score-lesson';

type Part = 'practice' | 'quiz';

function lessonOf(
  catalog: LessonCatalog,
  moduleKey: string,
  lessonKey: string,
): CatalogLesson {
  if (!catalog.moduleLessons.has(moduleKey))
    throw new NotFound(`No module ${moduleKey}.`);
  const lesson = catalog.lessons.get(lessonKey);
  if (!lesson || lesson.moduleKey !== moduleKey || lesson.retired)
    throw new NotFound(`Module ${moduleKey} has no lesson ${lessonKey}.`);
  return lesson;
}

// spec 02 §6: practice sections are blocked for expired students (DESIGN.md §3b: 403).
function checkMayPractice(student: StudentRow): void {
  const status = deriveUserStatus(
    student.status,
    student.expireTime,
    new Date(),
  );
  if (!can(authorityLevelOf(status), 'doPractice'))
    throw new Forbidden(
      'Practice is not available: your subscription has expired.',
    );
}

/**
 * Practice or quiz start (DESIGN.md §3b): refuses by the domain's study
 * rules (authority 403, learning path and locked lesson 409) and answers a
 * new start key, which the part's saves carry.
 */
export async function startLessonPart(
  app: FastifyInstance,
  student: StudentRow,
  body: LessonStart,
  part: Part,
): Promise<string> {
  const catalog = await app.contentCache.lessonCatalog();
  lessonOf(catalog, body.ModuleKey, body.LessonKey);
  const { progress, authority } = await studyContext(app, student);
  const access = lessonStudyAccess(
    authority,
    progress,
    body.ModuleKey,
    body.LessonKey,
    part,
  );
  if (!access.ok)
    throw studyRefusal(access.refusal, {
      moduleKey: body.ModuleKey,
      lessonKey: body.LessonKey,
    });
  const key = randomBytes(18).toString('base64url');
  await app.repos.lessons.insertStart({
    key,
    studentId: student.id,
    moduleKey: body.ModuleKey,
    lessonKey: body.LessonKey,
    part,
  });
  return key;
}

/** The start a save names: the student's own (403 otherwise), of this part. */
async function startOf(
  app: FastifyInstance,
  student: StudentRow,
  body: LessonSubmission,
  part: Part,
): Promise<LessonStartRow> {
  if (body.StudentId !== student.id)
    throw new Forbidden('StudentId is not the signed-in student.');
  const start = await app.repos.lessons.findStart(body.StudentRemediationKey);
  if (!start) throw new NotFound('No lesson was started with this key.');
  if (start.studentId !== student.id)
    throw new Forbidden('This start key belongs to another student.');
  if (start.part !== part)
    throw new NotFound(`This start key did not start a ${part}.`);
  return start;
}

/** Practice save: stores the finished activities; answers the lesson's practice progress. */
export async function savePractice(
  app: FastifyInstance,
  student: StudentRow,
  body: LessonSubmission,
): Promise<LessonPracticeProgress> {
  checkMayPractice(student);
  const start = await startOf(app, student, body, 'practice');
  const repo = app.repos.lessons;
  const earlier = await repo.practiceSave(student.id, body.IdempotencyKey);
  if (earlier) return repeatedPractice(earlier, start.key);
  const catalog = await app.contentCache.lessonCatalog();
  const lesson = lessonOf(catalog, start.moduleKey, start.lessonKey);
  const scored = scoreLessonAnswers(
    body,
    start,
    (k) => catalog.activities.get(k),
    new Set(lesson.practiceKeys),
    shuffleSeedOf(student),
  );
  const stored = await repo.savePractice(
    {
      studentId: student.id,
      idempotencyKey: body.IdempotencyKey,
      startKey: start.key,
      moduleKey: start.moduleKey,
      lessonKey: start.lessonKey,
    },
    [...scored.values()],
    (finished) => ({
      Key: lesson.key,
      ModuleKey: lesson.moduleKey,
      ActivityCount: lesson.practiceKeys.length,
      Activities: lesson.practiceKeys.filter((k) => finished.includes(k)),
    }),
    // The learning record of the save, in the same transaction (DESIGN.md §4).
    (tx) =>
      app.learningRecords.record(
        student.id,
        [
          practiceSavedStatement(app.learningRecords.base(student.id), {
            moduleKey: lesson.moduleKey,
            lessonKey: lesson.key,
            lessonName: lesson.name.en,
            score: sum(scored.values(), (s) => s.score),
            total: sum(scored.values(), (s) => s.totalScore),
          }),
        ],
        tx,
      ),
  );
  if (stored) return stored;
  // A doubled save raced this one and was stored first: answer what it answered.
  const raced = await repo.practiceSave(student.id, body.IdempotencyKey);
  if (!raced) throw new Conflict('The practice save could not be stored.');
  return repeatedPractice(raced, start.key);
}

function repeatedPractice(
  earlier: { startKey: string; result: LessonPracticeProgress | null },
  startKey: string,
): LessonPracticeProgress {
  if (earlier.startKey !== startKey || !earlier.result)
    throw new Conflict('This IdempotencyKey was used for another save.');
  return earlier.result;
}

/** Quiz save: scores the whole quiz on the server; its score becomes the lesson's. */
export async function saveQuiz(
  app: FastifyInstance,
  student: StudentRow,
  body: LessonSubmission,
): Promise<QuizResult> {
  const start = await startOf(app, student, body, 'quiz');
  if (start.submittedAt) return repeatedQuiz(start, body.IdempotencyKey);
  const catalog = await app.contentCache.lessonCatalog();
  const lesson = lessonOf(catalog, start.moduleKey, start.lessonKey);
  const activityOf = (k: string) => catalog.activities.get(k);
  const seed = shuffleSeedOf(student);
  const scored = scoreLessonAnswers(
    body,
    start,
    activityOf,
    new Set(lesson.quizKeys),
    seed,
  );
  const quiz = scoreQuiz(lesson, scored, activityOf, seed);
  const result = await quizResult(app, student, lesson, catalog, quiz);
  const claimed = await app.repos.lessons.submitQuiz(
    start.key,
    body.IdempotencyKey,
    { ...quiz, result },
    app.learningRecords.pending(
      student.id,
      quizStatements(app, student, lesson, result),
    ),
  );
  if (claimed) return result;
  // Saved meanwhile (a doubled save): answer what that save answered.
  const now = await app.repos.lessons.findStart(start.key);
  if (!now?.submittedAt) throw new Conflict('The quiz could not be saved.');
  return repeatedQuiz(now, body.IdempotencyKey);
}

const sum = <T>(items: Iterable<T>, of: (item: T) => number) =>
  [...items].reduce((total, item) => total + of(item), 0);

/**
 * The learning records of a quiz save: the quiz, and the module's completion
 * when the saved lesson is its last and the module is now done (spec 02 §4:
 * "Module completion is reported when the finished lesson has sequence 4").
 */
function quizStatements(
  app: FastifyInstance,
  student: StudentRow,
  lesson: CatalogLesson,
  result: QuizResult,
): XapiStatement[] {
  const names = { moduleKey: lesson.moduleKey, lessonKey: lesson.key };
  const statements = [
    lessonQuizSavedStatement(app.learningRecords.base(student.id), {
      ...names,
      lessonName: lesson.name.en,
      score: result.StudentScore,
      total: result.TotalScore,
    }),
  ];
  if (result.IsModuleDone && result.NextLessonKey === null)
    statements.push(
      moduleCompletedStatement(app.learningRecords.base(student.id), names),
    );
  return statements;
}

function repeatedQuiz(start: LessonStartRow, idempotencyKey: string) {
  if (start.idempotencyKey !== idempotencyKey || !start.result)
    throw new Conflict('This quiz was already saved.');
  return start.result;
}

async function quizResult(
  app: FastifyInstance,
  student: StudentRow,
  lesson: CatalogLesson,
  catalog: LessonCatalog,
  quiz: ReturnType<typeof scoreQuiz>,
): Promise<QuizResult> {
  const lessons = catalog.moduleLessons.get(lesson.moduleKey) ?? [];
  const scores = await app.repos.lessons.quizScores(student.id);
  // spec 02 §4: the module is done when its last lesson (by sequence) is done.
  const done = isModuleDone(
    lessons.map((l) => {
      const s =
        l.key === lesson.key
          ? { score: quiz.score, totalScore: quiz.totalScore }
          : scores.find((r) => r.lessonKey === l.key);
      return {
        sequence: l.sequence,
        totalScore: s?.totalScore ?? 0,
        studentScore: s?.score ?? null,
      };
    }),
  );
  const next = lessons.find((l) => l.sequence > lesson.sequence);
  return {
    ModuleKey: lesson.moduleKey,
    LessonKey: lesson.key,
    Sequence: lesson.sequence,
    StudentScore: quiz.score,
    TotalScore: quiz.totalScore,
    Questions: quiz.answers.map((a) => ({
      ActivityKey: a.activityKey,
      QuestionKey: a.questionKey,
      Score: a.score,
      TotalScore: a.totalScore,
    })),
    IsModuleDone: done,
    NextLessonKey: next?.key ?? null,
  };
}
