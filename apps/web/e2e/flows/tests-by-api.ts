import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import {
  activitiesOf,
  saveProfileByApi,
  studentApi,
  type ApiCall,
  type RemediationModule,
} from './student-api';

/** Tests and quizzes taken through the API, with nothing answered: set-up a browser test starts from. */

type TestModules = {
  ModuleKey: string;
  Activitys: { Key: string; Type: string }[];
}[];

/** Every question of a test left unanswered, as a save's answers. */
const unanswered = (modules: TestModules) =>
  modules.flatMap((m) =>
    m.Activitys.map((a) => ({
      ModuleKey: m.ModuleKey,
      ActivityKey: a.Key,
      TemplateType: a.Type,
      QuestionAnswer: [],
    })),
  );

export interface SeededStudent {
  userId: string;
  /** The first recommended module and its lessons' activity keys, in order. */
  moduleKey: string;
  lessons: { LessonKey: string; ActivityKeys: string[] }[];
  call: ApiCall;
}

/**
 * A student with a diagnostic result: the profile saved and a first test
 * submitted with every question unanswered (through the API, as another
 * device would), so every tested module is recommended.
 */
export async function seedStudentWithResult(
  baseUrl: string,
  userName: string,
  { culture = 'en-US', marketRegion = 0 } = {},
): Promise<SeededStudent> {
  const { userId, call } = await studentApi(baseUrl, userName);
  await saveProfileByApi(call, { culture, marketRegion });
  const test = (await call('PUT', '/api/v2/StudentDiagnosticTest/Start/')) as {
    DiagnosticTestKey: string;
    Modules: TestModules;
  };
  await call('PUT', '/api/v2/StudentDiagnosticTest/Save/', {
    DiagnosticTestKey: test.DiagnosticTestKey,
    StudentId: userId,
    IdempotencyKey: randomUUID(),
    StudentModuleActivityAnswer: unanswered(test.Modules),
  });
  const progress = (await call('GET', '/api/v2/StudentProgress/')) as {
    RemediationProgress: {
      Recommended: {
        ModuleKey: string;
        Lessons: {
          LessonKey: string;
          ActivityKeys: string[];
          Sequence: number;
        }[];
      }[];
    };
  };
  const first = progress.RemediationProgress.Recommended[0];
  assert.ok(first, 'a recommended module');
  return {
    userId,
    moduleKey: first.ModuleKey,
    lessons: [...first.Lessons].sort((a, b) => a.Sequence - b.Sequence),
    call,
  };
}

/** A custom test of two tested modules, answered with nothing, so they fail twice: weaknesses. Gives the test's modules. */
export async function failACustomTest(
  seeded: SeededStudent,
): Promise<string[]> {
  const progress = (await seeded.call('GET', '/api/v2/StudentProgress/')) as {
    DiagnosticTestProgress: {
      UserDiagnosticTestAllResult: { ModuleKey: string }[];
    };
  };
  const keys = progress.DiagnosticTestProgress.UserDiagnosticTestAllResult.map(
    (r) => r.ModuleKey,
  ).slice(0, 2);
  const test = (await seeded.call(
    'PUT',
    '/api/v2/CustomTest/Start/',
    keys,
  )) as {
    CustomTestKey: string;
    Modules: TestModules;
  };
  await seeded.call('PUT', '/api/v2/CustomTest/Save/', {
    CustomTestKey: test.CustomTestKey,
    StudentId: seeded.userId,
    IdempotencyKey: randomUUID(),
    StudentModuleActivityAnswer: unanswered(test.Modules),
  });
  return test.Modules.map((m) => m.ModuleKey);
}

/**
 * Takes the lesson quizzes of a module through the API, with nothing
 * answered (set-up only: the journey studies one module in the browser);
 * `sequences` picks lessons by number (all of them when not given).
 */
export async function finishModuleByApi(
  call: ApiCall,
  userId: string,
  module: RemediationModule,
  sequences?: number[],
): Promise<void> {
  const lessons = [...module.Lessons]
    .sort((a, b) => a.Sequence - b.Sequence)
    .filter((l) => !sequences || sequences.includes(l.Sequence));
  for (const lesson of lessons) {
    const activities = await activitiesOf(call, lesson.ActivityKeys);
    const quiz = activities.filter(
      (a) => !a.Feedback && a.Type !== 'video' && a.Questions.length > 0,
    );
    const key = (await call('POST', '/api/v2/RemediationLesson/Start/', {
      ModuleKey: module.ModuleKey,
      LessonKey: lesson.LessonKey,
    })) as string;
    await call('POST', '/api/v2/RemediationLesson/Save/', {
      StudentRemediationKey: key,
      StudentId: userId,
      IdempotencyKey: randomUUID(),
      StudentModuleLessonAnswer: quiz.map((a) => ({
        ModuleKey: module.ModuleKey,
        LessonKey: lesson.LessonKey,
        ActivityKey: a.Key,
        QuestionAnswer: [],
      })),
    });
  }
}
