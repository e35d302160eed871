import { z } from 'zod';
import { text } from '../common';
import type { StudentProgress as DomainStudentProgress } from '@gp/domain';
import { defineEndpoint } from '../define-endpoint';
import { lazySchema } from '../lazy-schema';

const CertainModuleScore = lazySchema(() =>
  z.object({
    Score: z.number(),
    TotalScore: z.number(),
    Ordinal: z.number().int(),
    EndStamp: text(),
  }),
);

const RemediationModule = lazySchema(() =>
  z.object({
    ModuleKey: text(),
    Lessons: z.array(
      z.object({
        Name: text(),
        LessonKey: text(),
        TotalScore: z.number(),
        StudentScore: z.number().nullable(),
        ActivityKeys: z.array(text()),
        Sequence: z.number().int(),
        Description: text(),
      }),
    ),
  }),
);

export const DiagnosticTestScoreSummary = lazySchema(() =>
  z.object({
    Ordinal: z.number().int(),
    DiagnosticTestKey: text(),
    EndStamp: text(),
    Score: z.number(),
    TotalScore: z.number(),
    DisplayedScore: z.number(),
    PassedCount: z.number().int(),
    RecommendedCount: z.number().int(),
    ModuleScores: z.array(
      z.object({
        ModuleKey: text(),
        Score: z.number(),
        TotalScore: z.number(),
        DisplayedScore: z.number(),
        IsPassed: z.boolean(),
        IsNew: z.boolean(),
      }),
    ),
  }),
);
export type DiagnosticTestScoreSummary = z.infer<
  typeof DiagnosticTestScoreSummary
>;

/** spec 02 §3 Student progress, computed by the domain's learning path. */
export const StudentProgress = lazySchema(() =>
  z.object({
    IsFirstTime: z.boolean(),
    IsFinishedHardestGrade: z.boolean(),
    DiagnosticTestProgress: z.object({
      DiagnosticTestNumber: z.number().int(),
      NextDiagnosticTest: z.object({
        New: z.array(text()),
        NeedToBeVerified: z.array(text()),
      }),
      UserDiagnosticTestScoreSummary: z.array(DiagnosticTestScoreSummary),
      UserDiagnosticTestAllResult: z.array(
        z.object({
          ModuleKey: text(),
          CertainModuleScores: z.array(CertainModuleScore),
        }),
      ),
    }),
    RemediationProgress: z.object({
      Recommended: z.array(RemediationModule),
      AlreadyPassed: z.array(RemediationModule),
      RemediationModulesResult: z.array(RemediationModule),
      LessThanSelectedGradeModules: z.array(RemediationModule),
    }),
  }),
);
export type StudentProgress = z.infer<typeof StudentProgress>;

// The wire schema and the domain type must stay the same shape.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const progressShapeMatchesDomain: Same<
  StudentProgress,
  DomainStudentProgress
> = true;

export const getProgress = defineEndpoint({
  method: 'GET',
  path: '/api/v2/StudentProgress/',
  auth: true,
  body: undefined,
  query: undefined,
  response: StudentProgress,
});
