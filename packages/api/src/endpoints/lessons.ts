import { z } from 'zod';
import type {
  QuestionKey as DomainQuestionKey,
  RemediationProgress as DomainRemediationProgress,
} from '@gp/domain';
import { CultureCode, text } from '../common';
import { defineEndpoint } from '../define-endpoint';
import { ExplainerSlide } from '../explainer-slide';
import { LocalizedText, PublicActivity, QuestionAnswer } from './activities';
import { StudentProgress } from './progress';
import { lazySchema } from '../lazy-schema';

// Study area of DESIGN.md §3b (spec 02 §3, §7): remediation progress, practice
// progress, a lesson's activities, and the practice and quiz start and save.

/** spec 02 §3 RemediationProgress: the same object StudentProgress carries. */
export const RemediationProgress = lazySchema(
  () => StudentProgress.shape.RemediationProgress,
);
export type RemediationProgress = z.infer<typeof RemediationProgress>;

export const getRemediationProgress = defineEndpoint({
  method: 'GET',
  path: '/api/v2/StudentRemediationProgress/',
  auth: true,
  body: undefined,
  query: undefined,
  response: RemediationProgress,
});

const key = () => text().trim().min(1).max(200);

/** DESIGN.md §3b: a "list of keys" body is a bare JSON array of strings. */
export const ModuleKeyList = lazySchema(() => z.array(key()).min(1).max(50));
export const ActivityKeyList = lazySchema(() => z.array(key()).min(1).max(100));

/** spec 02 §3 Practice progress per lesson (Key is the lesson key). */
export const LessonPracticeProgress = lazySchema(() =>
  z.object({
    Key: text(),
    ModuleKey: text(),
    /** The lesson's practice activities, the explainer ("video") included. */
    ActivityCount: z.number().int(),
    /** Finished practice activity keys. */
    Activities: z.array(text()),
  }),
);
export type LessonPracticeProgress = z.infer<typeof LessonPracticeProgress>;

/** One entry per lesson of the modules asked for, in module and lesson order. */
export const getPracticeProgress = defineEndpoint({
  method: 'POST',
  path: '/api/v2/RemediationLessonPractice/Progress/',
  auth: true,
  body: ModuleKeyList,
  query: undefined,
  response: lazySchema(() => z.array(LessonPracticeProgress)),
});

/** spec 02 §3 Activity: Body tags. Quizzes say `output` or `review` (domain isQuizActivity). */
export const QUIZ_ACTIVITY_TYPE = 'output';
export const PRACTICE_ACTIVITY_TYPE = 'practice';

/** The scoring key of a question in the order shown (domain QuestionKey). */
export const AnswerKey = lazySchema(() =>
  z.discriminatedUnion('type', [
    z.object({
      type: z.literal('multipleSelect'),
      questionKey: text(),
      numAnswers: z.number().int(),
      optionCount: z.number().int(),
      correct: z.array(z.number().int()),
    }),
    z.object({
      type: z.literal('gapFill'),
      questionKey: text(),
      gaps: z.array(z.array(text())),
    }),
    z.object({
      type: z.literal('match'),
      questionKey: text(),
      answers: z.array(z.number().int()),
    }),
  ]),
);
export type AnswerKey = z.infer<typeof AnswerKey>;

/** A practice question's key and explanation, for instant feedback (DESIGN.md §3b). */
export const QuestionFeedback = lazySchema(() =>
  z.object({
    QuestionKey: text(),
    AnswerKey,
    Explanation: LocalizedText,
  }),
);

/** A quiz activity: no answer keys (DESIGN.md §4 The server scores). */
export const LessonQuizActivity = lazySchema(() =>
  PublicActivity.extend({
    Body: z.object({
      ActivityType: z.enum(['output', 'review']),
      ActivitySubType: text(),
    }),
  }),
);
export type LessonQuizActivity = z.infer<typeof LessonQuizActivity>;

/** A practice activity: the questions as a quiz shows them, plus Feedback per question. */
export const LessonPracticeActivity = lazySchema(() =>
  PublicActivity.extend({
    Body: z.object({
      ActivityType: z.literal(PRACTICE_ACTIVITY_TYPE),
      ActivitySubType: text(),
    }),
    Feedback: z.array(QuestionFeedback),
  }),
);
export type LessonPracticeActivity = z.infer<typeof LessonPracticeActivity>;

/**
 * The lesson's "video": its explainer slides (DESIGN.md §4 Videos), and the
 * real video file per language where the content names one.
 */
export const LessonVideoActivity = lazySchema(() =>
  z.object({
    Key: text(),
    Type: z.literal('video'),
    Title: LocalizedText.optional(),
    Body: z.object({
      ActivityType: z.literal('video'),
      ActivitySubType: z.literal('explainer'),
    }),
    Questions: z.tuple([]),
    Slides: z.array(ExplainerSlide).min(1).max(50),
    Videos: z
      .object({ en: text(), zh: text(), ru: text(), id: text() })
      .partial()
      .optional(),
  }),
);
export type LessonVideoActivity = z.infer<typeof LessonVideoActivity>;

export const LessonActivity = lazySchema(() =>
  z.union([LessonVideoActivity, LessonPracticeActivity, LessonQuizActivity]),
);
export type LessonActivity = z.infer<typeof LessonActivity>;

/**
 * spec 02 §3 Video resource, one per video activity and language. Duration in
 * seconds: an explainer's is its slides' paced length in that language; null
 * when unknown (shown -:--).
 */
export const VideoResource = lazySchema(() =>
  z.object({
    Identifier: text(),
    Duration: z.number().nullable(),
    ActivityKey: text(),
    CultureCode,
  }),
);
export type VideoResource = z.infer<typeof VideoResource>;

export const LessonActivities = lazySchema(() =>
  z.object({
    /** In the order of the keys asked for. */
    Activities: z.array(LessonActivity),
    Resources: z.array(VideoResource),
  }),
);
export type LessonActivities = z.infer<typeof LessonActivities>;

export const getLessonActivities = defineEndpoint({
  method: 'POST',
  path: '/api/v2/ActivityEntity/Web/',
  auth: true,
  body: ActivityKeyList,
  query: undefined,
  response: LessonActivities,
});

export const LessonStart = lazySchema(() =>
  z.object({ ModuleKey: key(), LessonKey: key() }),
);
export type LessonStart = z.infer<typeof LessonStart>;

/** DESIGN.md §3b: a start key answer is a bare JSON string. */
export const StartKey = lazySchema(() => z.string());

export const startPractice = defineEndpoint({
  method: 'POST',
  path: '/api/v2/RemediationLessonPractice/Start/',
  auth: true,
  body: LessonStart,
  query: undefined,
  response: StartKey,
});

export const startQuiz = defineEndpoint({
  method: 'POST',
  path: '/api/v2/RemediationLesson/Start/',
  auth: true,
  body: LessonStart,
  query: undefined,
  response: StartKey,
});

/** One activity's answers (spec 02 §3 Result upload); scores a client sends are ignored. */
export const LessonActivityAnswer = lazySchema(() =>
  z.object({
    ModuleKey: key(),
    LessonKey: key(),
    ActivityKey: key(),
    QuestionAnswer: z.array(QuestionAnswer).max(100),
  }),
);
export type LessonActivityAnswer = z.infer<typeof LessonActivityAnswer>;

export const LessonSubmission = lazySchema(() =>
  z.object({
    /** The start key of this practice or quiz. */
    StudentRemediationKey: text().min(1).max(100),
    StudentId: text().min(1).max(100),
    /** A retried or doubled save with the same key is stored once (DESIGN.md §4). */
    IdempotencyKey: text().min(8).max(100),
    StudentModuleLessonAnswer: z.array(LessonActivityAnswer).min(1).max(50),
  }),
);
export type LessonSubmission = z.infer<typeof LessonSubmission>;

/** Stores the finished practice activities; answers the lesson's practice progress. */
export const savePractice = defineEndpoint({
  method: 'POST',
  path: '/api/v2/RemediationLessonPractice/Save/',
  auth: true,
  body: LessonSubmission,
  query: undefined,
  response: LessonPracticeProgress,
});

export const QuizResult = lazySchema(() =>
  z.object({
    ModuleKey: text(),
    LessonKey: text(),
    Sequence: z.number().int(),
    StudentScore: z.number(),
    TotalScore: z.number(),
    /** Per question, in the order of the quiz. */
    Questions: z.array(
      z.object({
        ActivityKey: text(),
        QuestionKey: text(),
        Score: z.number(),
        TotalScore: z.number(),
      }),
    ),
    /** The module's last lesson is now done (spec 02 §4). */
    IsModuleDone: z.boolean(),
    /** The lesson this one unlocks; null after the last lesson. */
    NextLessonKey: text().nullable(),
  }),
);
export type QuizResult = z.infer<typeof QuizResult>;

/** Scores the quiz on the server; its score becomes the lesson's in RemediationProgress. */
export const saveQuiz = defineEndpoint({
  method: 'POST',
  path: '/api/v2/RemediationLesson/Save/',
  auth: true,
  body: LessonSubmission,
  query: undefined,
  response: QuizResult,
});

// The wire schemas and the domain types must stay the same shape.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const remediationShapeMatchesDomain: Same<
  RemediationProgress,
  DomainRemediationProgress
> = true;
export const answerKeyShapeMatchesDomain: Same<AnswerKey, DomainQuestionKey> =
  true;
