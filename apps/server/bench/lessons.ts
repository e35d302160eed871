/**
 * Issue 11 benchmark: a lesson's activities (POST ActivityEntity/Web) and a
 * quiz save (POST RemediationLesson/Save/, about 8 answers) with 200
 * concurrent students, each studying lesson 1 of their first recommended
 * module after the diagnostic test the bench has them submit.
 */
import {
  getLessonActivities,
  getRemediationProgress,
  saveQuiz,
  startQuiz,
  type LessonActivities,
  type RemediationProgress,
} from '@gp/api';
import { call, type Student } from './api';
import { questionAnswers } from './answers';
import { eachOnce } from './each-once';

/** What each student sends: the lesson's activity keys and a whole quiz save. */
export interface LessonCalls {
  activityKeys: string[];
  quizBodies: string[];
  activityBodies: string[];
  /** Answers a quiz save carries, on average. */
  answersPerSave: number;
}

/** Each student's lesson 1 of their first recommended module: its keys, a quiz start and a whole save. */
export async function prepareLessonCalls(
  url: string,
  students: Student[],
): Promise<LessonCalls> {
  const prepared = await Promise.all(
    students.map(async (s) => {
      const progress = await call<RemediationProgress>(
        url,
        'GET',
        getRemediationProgress.path,
        { token: s.token },
      );
      const module = progress.Recommended[0] ?? progress.AlreadyPassed[0]!;
      const lesson = module.Lessons[0]!;
      const delivered = await call<LessonActivities>(
        url,
        'POST',
        getLessonActivities.path,
        { token: s.token, body: lesson.ActivityKeys },
      );
      const startKey = await call<string>(url, 'POST', startQuiz.path, {
        token: s.token,
        body: { ModuleKey: module.ModuleKey, LessonKey: lesson.LessonKey },
      });
      const answers = delivered.Activities.filter(
        (a) => a.Body.ActivityType === 'output',
      ).map((a) => ({
        ModuleKey: module.ModuleKey,
        LessonKey: lesson.LessonKey,
        ActivityKey: a.Key,
        QuestionAnswer: questionAnswers(a.Questions),
      }));
      return {
        keys: lesson.ActivityKeys,
        count: answers.reduce((n, a) => n + a.QuestionAnswer.length, 0),
        body: JSON.stringify({
          StudentRemediationKey: startKey,
          StudentId: s.userId,
          IdempotencyKey: `bench-${s.userId}-quiz`,
          StudentModuleLessonAnswer: answers,
        }),
      };
    }),
  );
  return {
    activityKeys: prepared[0]?.keys ?? [],
    activityBodies: prepared.map((p) => JSON.stringify(p.keys)),
    quizBodies: prepared.map((p) => p.body),
    answersPerSave:
      prepared.reduce((n, p) => n + p.count, 0) / Math.max(1, prepared.length),
  };
}

/** Every student loads their lesson's activities once (practice keys, quiz without). */
export const measureLessonActivities = (
  url: string,
  students: Student[],
  calls: LessonCalls,
) =>
  eachOnce(
    'POST',
    url,
    getLessonActivities.path,
    students,
    calls.activityBodies,
  );

/** Every student saves their quiz once, scored by the server. */
export const measureQuizSave = (
  url: string,
  students: Student[],
  calls: LessonCalls,
) => eachOnce('POST', url, saveQuiz.path, students, calls.quizBodies);
