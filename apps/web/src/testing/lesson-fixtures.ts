import type {
  LessonActivities,
  LessonPracticeProgress,
  QuizResult,
  StudentProgress,
} from '@gp/api';
import { progress } from './course-fixtures';

/** Test data for the module lesson and remediation lesson screens (issue 11). */

export const MODULE = 'articles';
export const lessonKey = (n: number) => `${MODULE}.l${n}`;
export const activityKeys = (n: number) => [
  `${MODULE}.l${n}.explainer`,
  `${MODULE}.l${n}-p1`,
  `${MODULE}.l${n}-quiz1`,
];

/**
 * A student whose diagnostic test recommended `articles` (12 of 20) with its
 * four lessons; `scores` are the lessons' quiz scores of 10 (null: not taken).
 */
export function studyProgress(
  scores: (number | null)[] = [null, null, null, null],
): StudentProgress {
  const base = progress({
    isFirstTime: false,
    newModules: [],
    tested: [
      { key: MODULE, scores: [{ score: 12, at: '2025-05-01T10:00:00.000Z' }] },
      { key: 'nouns', scores: [{ score: 18, at: '2025-05-01T10:00:00.000Z' }] },
    ],
  });
  const lessons = scores.map((s, i) => ({
    Name: `Articles ${i + 1}`,
    LessonKey: lessonKey(i + 1),
    TotalScore: s === null ? 0 : 10,
    StudentScore: s,
    ActivityKeys: activityKeys(i + 1),
    Sequence: i + 1,
    Description: '',
  }));
  const articles = { ModuleKey: MODULE, Lessons: lessons };
  const nouns = base.RemediationProgress.AlreadyPassed;
  return {
    ...base,
    RemediationProgress: {
      Recommended: [articles],
      AlreadyPassed: nouns,
      RemediationModulesResult: [articles, ...nouns],
      LessThanSelectedGradeModules: [],
    },
  };
}

export function practiceProgress(
  finished: Record<number, string[]> = {},
): LessonPracticeProgress[] {
  return [1, 2, 3, 4].map((n) => ({
    Key: lessonKey(n),
    ModuleKey: MODULE,
    ActivityCount: 2,
    Activities: finished[n] ?? [],
  }));
}

const text = (en: string) => ({ en, zh: `${en}（中文）`, ru: en, id: en });

/** The activities of the keys asked for: an explainer, a practice activity with its key, a quiz. */
export function lessonActivities(keys: readonly string[]): LessonActivities {
  return {
    Activities: keys.map((key) => {
      if (key.endsWith('.explainer'))
        return {
          Key: key,
          Type: 'video' as const,
          Title: text('How articles work'),
          Body: {
            ActivityType: 'video' as const,
            ActivitySubType: 'explainer' as const,
          },
          Questions: [],
          Slides: [
            {
              Title: text('A and an'),
              Body: text('Use an before a vowel sound.'),
              Examples: ['an apple'],
            },
          ],
        };
      if (key.includes('-quiz'))
        return {
          Key: key,
          Type: 'multipleSelectDt' as const,
          Instruction: 'Choose the correct answers.',
          Body: {
            ActivityType: 'output' as const,
            ActivitySubType: 'multipleSelect',
          },
          Questions: [1, 2, 3].map((q) => ({
            type: 'multipleSelect' as const,
            questionKey: `quiz-q${q}`,
            prompt: 'I saw ___ owl.',
            numAnswers: 1,
            options: [{ text: 'a' }, { text: 'an' }],
            compassTags: [],
          })),
        };
      return {
        Key: key,
        Type: 'multipleSelectDt' as const,
        Title: text('Choose a or an'),
        Instruction: 'Choose the correct answers.',
        Body: {
          ActivityType: 'practice' as const,
          ActivitySubType: 'multipleSelect',
        },
        Questions: [
          {
            type: 'multipleSelect' as const,
            questionKey: 'p-q1',
            prompt: 'She ate ___ egg.',
            numAnswers: 1,
            options: [{ text: 'a' }, { text: 'an' }],
            compassTags: [],
          },
        ],
        Feedback: [
          {
            QuestionKey: 'p-q1',
            AnswerKey: {
              type: 'multipleSelect' as const,
              questionKey: 'p-q1',
              numAnswers: 1,
              optionCount: 2,
              correct: [1],
            },
            Explanation: text('Egg starts with a vowel sound.'),
          },
        ],
      };
    }),
    Resources: keys
      .filter((k) => k.endsWith('.explainer'))
      .map((k) => ({
        Identifier: `${k}.en`,
        Duration: 65,
        ActivityKey: k,
        CultureCode: 'en-US' as const,
      })),
  };
}

export const quizResult = (score: number, n = 1): QuizResult => ({
  ModuleKey: MODULE,
  LessonKey: lessonKey(n),
  Sequence: n,
  StudentScore: score,
  TotalScore: 10,
  Questions: [],
  IsModuleDone: false,
  NextLessonKey: n < 4 ? lessonKey(n + 1) : null,
});
