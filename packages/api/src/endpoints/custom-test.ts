import { z } from 'zod';
import { text } from '../common';
import { defineEndpoint } from '../define-endpoint';
import { ModuleActivityAnswer, TestModule } from './activities';
import { ReviewedQuestion } from './diagnostic-test';
import { lazySchema } from '../lazy-schema';

/** One custom-test result of a module (spec 02 §3 Custom test scores). */
export const CustomTestScore = lazySchema(() =>
  z.object({
    Score: z.number(),
    TotalScore: z.number(),
    /** When the custom test was submitted (ISO). */
    CreatedStamp: text(),
    /** The custom test it came from (the derived view's ctKey). */
    CustomTestKey: text(),
  }),
);

/** A module's custom-test results, oldest first; CustomTestKey is the newest test's. */
export const CustomTestModuleScores = lazySchema(() =>
  z.object({
    ModuleKey: text(),
    CustomTestKey: text(),
    Scores: z.array(CustomTestScore),
  }),
);
export type CustomTestModuleScores = z.infer<typeof CustomTestModuleScores>;

export const getCustomTestScores = defineEndpoint({
  method: 'GET',
  path: '/api/v2/CustomTest/',
  auth: true,
  body: undefined,
  query: undefined,
  response: lazySchema(() => z.array(CustomTestModuleScores)),
});

/** The stored custom test as the player receives it: no answer keys (decision 002). */
export const CustomTest = lazySchema(() =>
  z.object({
    CustomTestKey: text(),
    Modules: z.array(TestModule),
  }),
);
export type CustomTest = z.infer<typeof CustomTest>;

/** spec 02 §5: a custom test holds 1 to 4 modules (a bare JSON array of module keys). */
export const CustomTestModuleKeys = lazySchema(() =>
  z
    .array(text().trim().min(1).max(200))
    .min(1, 'choose at least one module')
    .max(4, 'a custom test holds at most 4 modules'),
);

/**
 * Starts a custom test of the chosen modules, filled with other studied
 * modules up to 4 (spec 02 §4), or answers the open one for the same
 * choice so a reload gets the same questions.
 */
export const startCustomTest = defineEndpoint({
  method: 'PUT',
  path: '/api/v2/CustomTest/Start/',
  auth: true,
  body: CustomTestModuleKeys,
  query: undefined,
  response: CustomTest,
});

export const CustomTestSubmission = lazySchema(() =>
  z.object({
    CustomTestKey: text().min(1).max(100),
    StudentId: text().min(1).max(100),
    /** A retried or doubled save with the same key is stored once (DESIGN.md §3b). */
    IdempotencyKey: text().min(8).max(100),
    StudentModuleActivityAnswer: z.array(ModuleActivityAnswer).max(200),
  }),
);
export type CustomTestSubmission = z.infer<typeof CustomTestSubmission>;

/** What the CT results overlay shows: the test's total and each module's result. */
export const CustomTestResult = lazySchema(() =>
  z.object({
    CustomTestKey: text(),
    EndStamp: text(),
    Score: z.number(),
    TotalScore: z.number(),
    DisplayedScore: z.number(),
    ModuleScores: z.array(
      z.object({
        ModuleKey: text(),
        Score: z.number(),
        TotalScore: z.number(),
        DisplayedScore: z.number(),
        IsPassed: z.boolean(),
      }),
    ),
  }),
);
export type CustomTestResult = z.infer<typeof CustomTestResult>;

/** Scores the custom test on the server and answers its result. */
export const saveCustomTest = defineEndpoint({
  method: 'PUT',
  path: '/api/v2/CustomTest/Save/',
  auth: true,
  body: CustomTestSubmission,
  query: undefined,
  response: CustomTestResult,
});

export const CustomTestAnswers = lazySchema(() =>
  z.object({
    CustomTestKey: text(),
    EndStamp: text(),
    Questions: z.array(ReviewedQuestion),
  }),
);
export type CustomTestAnswers = z.infer<typeof CustomTestAnswers>;

/** A submitted custom test's questions with keys and explanations (mistakes review). */
export const getCustomTestAnswers = defineEndpoint({
  method: 'GET',
  path: '/api/v2/CustomTest/LatestAnswers/:CustomTestKey',
  auth: true,
  body: undefined,
  query: undefined,
  params: lazySchema(() =>
    z.object({ CustomTestKey: text().trim().min(1).max(100) }),
  ),
  response: CustomTestAnswers,
});
