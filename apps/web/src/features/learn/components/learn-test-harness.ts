import {
  gradesWithModules,
  progress,
  userInfo,
} from '../../../testing/course-fixtures';
import {
  loadLocalRecord,
  updateLocalRecord,
} from '../../../lib/storage/local-record';
import { fullProfile, studentInfo } from '../../../testing/fixtures';
import { mockApi } from '../../../testing/mock-api';

/** What the learn tabs and overlays tests share: a studied student's progress, and the server. */

// nouns passed (17 of 20 last), articles ongoing (one score), can a weakness (under 80 twice).
export const studied = (weak = true) =>
  progress({
    isFirstTime: false,
    newModules: ['present-simple'],
    tested: [
      {
        key: 'nouns',
        scores: [
          { score: 10, at: '2025-03-01T10:00:00.000Z' },
          { score: 17, at: '2025-05-01T10:00:00.000Z' },
        ],
      },
      {
        key: 'articles',
        scores: [{ score: 12, at: '2025-05-01T10:00:00.000Z' }],
      },
      ...(weak
        ? [
            {
              key: 'can',
              scores: [
                { score: 8, at: '2025-03-01T10:00:00.000Z' },
                { score: 11, at: '2025-05-01T10:00:00.000Z' },
              ],
            },
          ]
        : []),
    ],
  });

export function api(p = studied(), ctScores: unknown[] = []) {
  return mockApi({
    'GET /api/v2/CustomTest/': { body: ctScores },
    'GET /api/v2/StudentProfile/': { body: fullProfile },
    'GET /api/v2/StudentProfile/GP/': { body: userInfo(1) },
    'GET /api/v2/StudentProgress/': { body: p },
    'GET /api/v2/AvailableGradeList/': { body: gradesWithModules('en-US') },
    'POST /api/v2/RemediationLessonPractice/Progress/': { body: [] },
    'GET /api/v2/StudentDiagnosticTest/Last/': {
      body: {
        DiagnosticTestKey: 'dt-2',
        EndStamp: '2025-05-01T10:00:00.000Z',
        Questions: [
          {
            ModuleKey: 'nouns',
            ActivityKey: 'nouns-ms',
            QuestionKey: 'q1',
            Score: 0,
            TotalScore: 1,
            Review: {
              type: 'gapFill',
              questionKey: 'q1',
              score: 0,
              totalScore: 1,
              explanation: {
                en: 'Two or more: add -s.',
                zh: '',
                ru: '',
                id: '',
              },
              items: [
                { isGap: false, text: 'Two ' },
                {
                  isGap: true,
                  inputValue: 'not answered',
                  correctAns: 'cats',
                  isCorrect: false,
                },
                { isGap: false, text: ' sleep.' },
              ],
            },
          },
        ],
      },
    },
  });
}

/** A signed-in student on this browser (each test's start). */
export async function signInStudent(): Promise<void> {
  await loadLocalRecord();
  await updateLocalRecord({ studentInfo: studentInfo() });
}
