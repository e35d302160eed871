import type {
  CustomTest,
  LessonActivities,
  RemediationProgress,
} from '@gp/api';
import { questionAnswers, testAnswers } from '../answers';
import { dueOnAnswer, type Client } from './http';
import type { Schedule } from './student';

/**
 * A lesson (activities, practice, quiz) of the first recommended module,
 * then a custom test, at the times of the student's timetable (student.ts);
 * `at` is the run's clock, which plays every moment of it.
 */
export async function study(
  c: Client,
  token: string,
  userId: string,
  when: NonNullable<Schedule['study']>,
  at: (realMs: number) => number | undefined,
) {
  let due = at(when.lesson)!;
  const remediation = await c.call<RemediationProgress>(
    'remediation-progress',
    due,
    'GET',
    '/api/v2/StudentRemediationProgress/',
    token,
  );
  const module =
    remediation.body.Recommended[0] ?? remediation.body.AlreadyPassed[0];
  if (module) {
    const lesson = module.Lessons[0]!;
    const delivered = await c.call<LessonActivities>(
      'activities',
      dueOnAnswer(due),
      'POST',
      '/api/v2/ActivityEntity/Web/',
      token,
      lesson.ActivityKeys,
    );
    const start = { ModuleKey: module.ModuleKey, LessonKey: lesson.LessonKey };
    const answersOf = (quiz: boolean) =>
      delivered.body.Activities.filter(
        (a) => (a.Body.ActivityType === 'output') === quiz,
      ).map((a) => ({
        ...start,
        ActivityKey: a.Key,
        QuestionAnswer: questionAnswers(a.Questions),
      }));
    const practiceKey = await c.call<string>(
      'practice-start',
      dueOnAnswer(due),
      'POST',
      '/api/v2/RemediationLessonPractice/Start/',
      token,
      start,
    );
    const practice = answersOf(false);
    due = at(when.practice)!;
    if (practice.length)
      await c.call(
        'practice-save',
        due,
        'POST',
        '/api/v2/RemediationLessonPractice/Save/',
        token,
        {
          StudentRemediationKey: practiceKey.body,
          StudentId: userId,
          IdempotencyKey: `school-${userId}-practice`,
          StudentModuleLessonAnswer: practice,
        },
      );
    const quizKey = await c.call<string>(
      'quiz-start',
      dueOnAnswer(due),
      'POST',
      '/api/v2/RemediationLesson/Start/',
      token,
      start,
    );
    due = at(when.quiz)!;
    await c.call(
      'quiz-save',
      due,
      'POST',
      '/api/v2/RemediationLesson/Save/',
      token,
      {
        StudentRemediationKey: quizKey.body,
        StudentId: userId,
        IdempotencyKey: `school-${userId}-quiz`,
        StudentModuleLessonAnswer: answersOf(true),
      },
    );
  }
  due = at(when.ctStart)!;
  const first = remediation.body.Recommended[0]?.ModuleKey ?? module?.ModuleKey;
  if (!first) return;
  const ct = await c.call<CustomTest>(
    'ct-start',
    due,
    'PUT',
    '/api/v2/CustomTest/Start/',
    token,
    [first],
  );
  const answers = testAnswers(ct.body);
  due = at(when.ctSave)!;
  await c.call('ct-save', due, 'PUT', '/api/v2/CustomTest/Save/', token, {
    CustomTestKey: ct.body.CustomTestKey,
    StudentId: userId,
    IdempotencyKey: `school-${userId}-ct`,
    StudentModuleActivityAnswer: answers,
  });
}
