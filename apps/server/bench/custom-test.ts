/**
 * Issue 12 benchmark: a custom test start (PUT CustomTest/Start/, one chosen
 * module filled to 4) and its save (PUT CustomTest/Save/, about 40 answers)
 * with 200 concurrent students, each after the diagnostic test the bench has
 * them submit.
 */
import {
  getProgress,
  saveCustomTest,
  startCustomTest,
  type CustomTest,
  type StudentProgress,
} from '@gp/api';
import { call, type Student } from './api';
import { testAnswers } from './answers';
import { eachOnce } from './each-once';

/** Each student's start body: the first module of their diagnostic results. */
export async function prepareCustomTestStarts(
  url: string,
  students: Student[],
): Promise<string[]> {
  return Promise.all(
    students.map(async (s) => {
      const p = await call<StudentProgress>(url, 'GET', getProgress.path, {
        token: s.token,
      });
      const first =
        p.DiagnosticTestProgress.UserDiagnosticTestAllResult[0]!.ModuleKey;
      return JSON.stringify([first]);
    }),
  );
}

/** Each student's whole save of the test their start handed out (a reload answers the same test). */
export async function prepareCustomTestSaves(
  url: string,
  students: Student[],
  starts: string[],
): Promise<{ bodies: string[]; answersPerSave: number }> {
  let answers = 0;
  const bodies = await Promise.all(
    students.map(async (s, i) => {
      const test = await call<CustomTest>(url, 'PUT', startCustomTest.path, {
        token: s.token,
        body: JSON.parse(starts[i]!) as unknown,
      });
      const list = testAnswers(test);
      answers += list.reduce((n, a) => n + a.QuestionAnswer.length, 0);
      return JSON.stringify({
        CustomTestKey: test.CustomTestKey,
        StudentId: s.userId,
        IdempotencyKey: `bench-${s.userId}-ct`,
        StudentModuleActivityAnswer: list,
      });
    }),
  );
  return { bodies, answersPerSave: answers / Math.max(1, students.length) };
}

export const measureCustomTestStart = (
  url: string,
  students: Student[],
  starts: string[],
) => eachOnce('PUT', url, startCustomTest.path, students, starts);

export const measureCustomTestSave = (
  url: string,
  students: Student[],
  bodies: string[],
) => eachOnce('PUT', url, saveCustomTest.path, students, bodies);
