import { z } from 'zod';
import { text } from '../common';
import { defineEndpoint } from '../define-endpoint';
import { ModuleActivityAnswer, TestModule } from './activities';
import { DiagnosticTestScoreSummary } from './progress';
import { lazySchema } from '../lazy-schema';

export const DiagnosticTest = lazySchema(() =>
  z.object({
    DiagnosticTestKey: text(),
    Modules: z.array(TestModule),
  }),
);
export type DiagnosticTest = z.infer<typeof DiagnosticTest>;

/**
 * Starts the student's next diagnostic test, or answers the one already
 * started and not submitted (a reload gets the same questions).
 */
export const startDiagnosticTest = defineEndpoint({
  method: 'PUT',
  path: '/api/v2/StudentDiagnosticTest/Start/',
  auth: true,
  body: undefined,
  query: undefined,
  response: DiagnosticTest,
});

export const DiagnosticTestSubmission = lazySchema(() =>
  z.object({
    DiagnosticTestKey: text().min(1).max(100),
    StudentId: text().min(1).max(100),
    /** A retried or doubled submit with the same key is stored once (DESIGN.md §4). */
    IdempotencyKey: text().min(8).max(100),
    StudentModuleActivityAnswer: z.array(ModuleActivityAnswer).max(200),
  }),
);
export type DiagnosticTestSubmission = z.infer<typeof DiagnosticTestSubmission>;

/** Scores the test on the server and answers its summary (the DT results overlay). */
export const saveDiagnosticTest = defineEndpoint({
  method: 'PUT',
  path: '/api/v2/StudentDiagnosticTest/Save/',
  auth: true,
  body: DiagnosticTestSubmission,
  query: undefined,
  response: DiagnosticTestScoreSummary,
});

/** A question of a submitted test with its answer key, for the mistakes review. */
export const ReviewedQuestion = lazySchema(() =>
  z.object({
    ModuleKey: text(),
    ActivityKey: text(),
    QuestionKey: text(),
    Score: z.number(),
    TotalScore: z.number(),
    /** The question as shown, its key, the student's response and the explanation (domain toQuestionReview). */
    Review: z.record(text(), z.unknown()),
  }),
);

export const TestAnswers = lazySchema(() =>
  z.object({
    DiagnosticTestKey: text(),
    EndStamp: text(),
    Questions: z.array(ReviewedQuestion),
  }),
);

export const getLastDiagnosticAnswers = defineEndpoint({
  method: 'GET',
  path: '/api/v2/StudentDiagnosticTest/Last/',
  auth: true,
  body: undefined,
  query: undefined,
  response: TestAnswers,
});

export const getModuleLatestDiagnosticAnswers = defineEndpoint({
  method: 'GET',
  path: '/api/v2/StudentDiagnosticTest/ModuleLatest/',
  auth: true,
  body: undefined,
  query: lazySchema(() =>
    z.object({
      moduleKey: text().trim().min(1, 'moduleKey is required').max(200),
    }),
  ),
  response: TestAnswers,
});
