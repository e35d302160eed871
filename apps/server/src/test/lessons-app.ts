/**
 * The API under test for the lesson suites (issue 11): the diagnostic-test
 * app, plus a first test taken through the API and the lesson calls built on
 * the contract's paths, with answers built from the stored answer keys.
 */
import { expect } from 'vitest';
import {
  getLessonActivities,
  getPracticeProgress,
  getRemediationProgress,
  savePractice,
  saveQuiz,
  startPractice,
  startQuiz,
  type CustomTest,
  type DiagnosticTest,
  type LessonActivities,
  type LessonActivityAnswer,
  type RemediationProgress,
} from '@gp/api';
import {
  toQuestionKey,
  type Question,
  type QuestionKey,
  type QuestionResponse,
} from '@gp/domain';
import { profile, useDiagnosticApp } from './diagnostic-app';

export { profile };

/** A response that earns every point of a key, or none. */
export function responseFor(
  key: QuestionKey,
  right: boolean,
): QuestionResponse {
  if (key.type === 'multipleSelect')
    return {
      selected: right
        ? key.correct
        : [
            Array.from({ length: key.optionCount }, (_, i) => i).find(
              (i) => !key.correct.includes(i),
            )!,
          ],
    };
  if (key.type === 'gapFill')
    return { answers: key.gaps.map((g) => (right ? g[0]! : 'zzz')) };
  return { links: right ? key.answers : key.answers.map(() => null) };
}

export function useLessonsApp(users: string[]) {
  const dt = useDiagnosticApp(users);
  const { call, userId } = dt;

  /** Profile, first diagnostic test, and its save: the modules in `right` pass. */
  async function takeFirstTest(
    user: string,
    right: Set<string>,
    patch: Record<string, string> = {},
  ): Promise<DiagnosticTest> {
    const saved = await call(user, 'PUT', '/api/v2/StudentProfile/Save/', {
      ...profile,
      StartPointGradeKey: 'grade-5',
      ...patch,
    });
    expect(saved.statusCode).toBe(200);
    const test = (await dt.start(user)).json() as DiagnosticTest;
    const answers = await dt.answersFor(test, right);
    const res = await dt.save(
      user,
      test.DiagnosticTestKey,
      answers,
      `dt-${user}-1`,
    );
    expect(res.statusCode).toBe(200);
    return test;
  }

  const remediation = async (user: string) =>
    (
      await call(user, 'GET', getRemediationProgress.path)
    ).json() as RemediationProgress;

  /** The lesson of a module by sequence, as RemediationProgress lists it. */
  async function lessonOf(user: string, moduleKey: string, sequence: number) {
    const p = await remediation(user);
    const m = [
      ...p.RemediationModulesResult,
      ...p.LessThanSelectedGradeModules,
    ].find((x) => x.ModuleKey === moduleKey)!;
    return m.Lessons.find((l) => l.Sequence === sequence)!;
  }

  const activities = (user: string, keys: unknown) =>
    call(user, 'POST', getLessonActivities.path, keys);
  const practiceProgress = (user: string, keys: unknown) =>
    call(user, 'POST', getPracticeProgress.path, keys);
  const start = (
    user: string,
    part: 'practice' | 'quiz',
    ModuleKey: string,
    LessonKey: string,
  ) =>
    call(user, 'POST', (part === 'quiz' ? startQuiz : startPractice).path, {
      ModuleKey,
      LessonKey,
    });
  const save = (
    user: string,
    part: 'practice' | 'quiz',
    startKey: string,
    answers: LessonActivityAnswer[],
    idempotencyKey: string,
    studentId = userId[user],
  ) =>
    call(user, 'POST', (part === 'quiz' ? saveQuiz : savePractice).path, {
      StudentRemediationKey: startKey,
      StudentId: studentId,
      IdempotencyKey: idempotencyKey,
      StudentModuleLessonAnswer: answers,
    });

  /** Answers to a lesson's quiz, all right or all wrong, from the stored key and the student's seed. */
  async function quizAnswers(
    user: string,
    moduleKey: string,
    lessonKey: string,
    right: boolean,
  ): Promise<LessonActivityAnswer[]> {
    const { activities: rows } = await dt.app().repos.lessons.content();
    return rows
      .filter((a) => a.lessonKey === lessonKey && a.kind === 'quiz')
      .map((a) => ({
        ModuleKey: moduleKey,
        LessonKey: lessonKey,
        ActivityKey: a.key,
        QuestionAnswer: (a.questions as Question[]).map((q) => ({
          QuestionKey: q.key,
          Response: responseFor(toQuestionKey(q, userId[user]!), right),
        })),
      }));
  }

  /** Answers to practice activities from the keys they were delivered with. */
  function practiceAnswers(
    delivered: LessonActivities,
    moduleKey: string,
    lessonKey: string,
    right: boolean,
  ): LessonActivityAnswer[] {
    return delivered.Activities.flatMap((a) =>
      a.Body.ActivityType === 'video'
        ? [
            {
              ModuleKey: moduleKey,
              LessonKey: lessonKey,
              ActivityKey: a.Key,
              QuestionAnswer: [],
            },
          ]
        : 'Feedback' in a
          ? [
              {
                ModuleKey: moduleKey,
                LessonKey: lessonKey,
                ActivityKey: a.Key,
                QuestionAnswer: a.Feedback.map((f) => ({
                  QuestionKey: f.QuestionKey,
                  Response: responseFor(f.AnswerKey, right),
                })),
              },
            ]
          : [],
    );
  }

  /** Starts and saves a lesson's quiz with every answer right (or wrong). */
  async function passQuiz(
    user: string,
    moduleKey: string,
    lessonKey: string,
    right = true,
  ) {
    const started = await start(user, 'quiz', moduleKey, lessonKey);
    expect(started.statusCode, started.body).toBe(200);
    const answers = await quizAnswers(user, moduleKey, lessonKey, right);
    const res = await save(
      user,
      'quiz',
      started.json(),
      answers,
      `quiz-${lessonKey}-${right}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      StudentScore: number;
      TotalScore: number;
      IsModuleDone: boolean;
    };
  }

  /** Every question of a custom test answered, right for the modules in `right`. */
  async function customTestAnswers(test: CustomTest, right: Set<string>) {
    const row = (await dt.app().repos.customTests.find(test.CustomTestKey))!;
    const items = await dt
      .app()
      .repos.course.itemsByKey(
        row.composition.flatMap((m) =>
          m.questionKeys.map((q) => `${m.moduleKey}.${q}`),
        ),
      );
    const question = (m: string, q: string) =>
      items.find((i) => i.key === `${m}.${q}`)!.question as Question;
    return test.Modules.flatMap((m) =>
      m.Activitys.map((a) => ({
        ModuleKey: m.ModuleKey,
        ActivityKey: a.Key,
        TemplateType: a.Type,
        QuestionAnswer: a.Questions.map((q) => ({
          QuestionKey: q.questionKey,
          Response: responseFor(
            toQuestionKey(question(m.ModuleKey, q.questionKey), row.seed),
            right.has(m.ModuleKey),
          ),
        })),
      })),
    );
  }

  return {
    ...dt,
    takeFirstTest,
    customTestAnswers,
    remediation,
    lessonOf,
    activities,
    practiceProgress,
    startPart: start,
    savePart: save,
    quizAnswers,
    practiceAnswers,
    passQuiz,
  };
}
