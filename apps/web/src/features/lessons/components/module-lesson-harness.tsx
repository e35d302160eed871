import {
  loadLocalRecord,
  updateLocalRecord,
} from '../../../lib/storage/local-record';
import { gradesWithModules, userInfo } from '../../../testing/course-fixtures';
import { fullProfile, studentInfo } from '../../../testing/fixtures';
import {
  lessonActivities,
  MODULE,
  practiceProgress,
  studyProgress,
} from '../../../testing/lesson-fixtures';
import { mockApi, type RecordedCall } from '../../../testing/mock-api';
import { ModuleLessonPage } from './module-lesson-page';

/**
 * What the module lesson screen's tests share: the server's answers (the
 * progress, the catalogue, the latest diagnostic and custom test answers),
 * the routes around the screen and the student's local record.
 */
export function api({
  scores = [null, null, null, null] as (number | null)[],
  status = 1 as 1 | 2 | 4,
  finished = {} as Record<number, string[]>,
  customTestStamp = null as string | null,
} = {}) {
  return mockApi({
    'GET /api/v2/StudentProfile/': { body: fullProfile },
    'GET /api/v2/StudentProfile/GP/': { body: userInfo(status) },
    'GET /api/v2/StudentProgress/': { body: studyProgress(scores) },
    'GET /api/v2/AvailableGradeList/': { body: gradesWithModules('en-US') },
    'POST /api/v2/RemediationLessonPractice/Progress/': {
      body: practiceProgress(finished),
    },
    'POST /api/v2/ActivityEntity/Web/': (call: RecordedCall) => ({
      body: lessonActivities(call.body as string[]),
    }),
    'GET /api/v2/CustomTest/': {
      body: customTestStamp
        ? [
            {
              ModuleKey: MODULE,
              CustomTestKey: 'ct-1',
              Scores: [
                {
                  Score: 1,
                  TotalScore: 2,
                  CreatedStamp: customTestStamp,
                  CustomTestKey: 'ct-1',
                },
              ],
            },
          ]
        : [],
    },
    'GET /api/v2/CustomTest/LatestAnswers/ct-1': {
      body: {
        CustomTestKey: 'ct-1',
        EndStamp: customTestStamp ?? '',
        Questions: [
          {
            ModuleKey: MODULE,
            ActivityKey: 'c',
            QuestionKey: 'q9',
            Score: 0,
            TotalScore: 1,
            Review: {
              type: 'multipleSelect',
              questionKey: 'q9',
              score: 0,
              totalScore: 1,
              explanation: {
                en: 'University starts with a "you" sound.',
                zh: '',
                ru: '',
                id: '',
              },
              question: 'She goes to ___ university.',
              options: [
                { text: 'an', selected: true, isAnswer: false },
                { text: 'a', selected: false, isAnswer: true },
              ],
              selectedOptionIndexs: [0],
            },
          },
        ],
      },
    },
    'GET /api/v2/StudentDiagnosticTest/ModuleLatest/': {
      body: {
        DiagnosticTestKey: 'dt-1',
        EndStamp: '2025-05-01T10:00:00.000Z',
        Questions: [
          {
            ModuleKey: MODULE,
            ActivityKey: 'a',
            QuestionKey: 'q1',
            Score: 0,
            TotalScore: 1,
            Review: {
              type: 'multipleSelect',
              questionKey: 'q1',
              score: 0,
              totalScore: 1,
              explanation: {
                en: 'Hour starts with a vowel sound.',
                zh: '',
                ru: '',
                id: '',
              },
              question: 'We waited ___ hour.',
              options: [
                { text: 'a', selected: true, isAnswer: false },
                { text: 'an', selected: false, isAnswer: true },
              ],
              selectedOptionIndexs: [0],
            },
          },
        ],
      },
    },
  });
}

// The page waits for the profile, then the progress and the catalogue: on a busy machine that is slow.
export const SLOW = { timeout: 10_000 };

export const routes = [
  { path: '/module-lesson', element: <ModuleLessonPage /> },
  { path: '/learn', element: null },
  { path: '/remediation-lesson', element: null },
  { path: '/purchase-guide', element: null },
];

/** A signed-in student who chose the module on the learn page (call in beforeEach). */
export async function moduleChosen(): Promise<void> {
  await loadLocalRecord();
  await updateLocalRecord({
    studentInfo: studentInfo(),
    remediationModuleKey: MODULE,
    remediationInfo: undefined,
    remediationPageStatus: undefined,
  });
}
