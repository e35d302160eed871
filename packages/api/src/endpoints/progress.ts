import { z } from 'zod';
import type { StudentProgress as DomainStudentProgress } from '@gp/domain';
import { defineEndpoint } from '../define-endpoint';

const CertainModuleScore = z.object({
  Score: z.number(),
  TotalScore: z.number(),
  Ordinal: z.number().int(),
  EndStamp: z.string(),
});

const RemediationModule = z.object({
  ModuleKey: z.string(),
  Lessons: z.array(
    z.object({
      Name: z.string(),
      LessonKey: z.string(),
      TotalScore: z.number(),
      StudentScore: z.number().nullable(),
      ActivityKeys: z.array(z.string()),
      Sequence: z.number().int(),
      Description: z.string(),
    }),
  ),
});

export const DiagnosticTestScoreSummary = z.object({
  Ordinal: z.number().int(),
  DiagnosticTestKey: z.string(),
  EndStamp: z.string(),
  Score: z.number(),
  TotalScore: z.number(),
  DisplayedScore: z.number(),
  PassedCount: z.number().int(),
  RecommendedCount: z.number().int(),
  ModuleScores: z.array(
    z.object({
      ModuleKey: z.string(),
      Score: z.number(),
      TotalScore: z.number(),
      DisplayedScore: z.number(),
      IsPassed: z.boolean(),
      IsNew: z.boolean(),
    }),
  ),
});
export type DiagnosticTestScoreSummary = z.infer<
  typeof DiagnosticTestScoreSummary
>;

/** spec 02 §3 Student progress, computed by the domain's learning path. */
export const StudentProgress = z.object({
  IsFirstTime: z.boolean(),
  IsFinishedHardestGrade: z.boolean(),
  DiagnosticTestProgress: z.object({
    DiagnosticTestNumber: z.number().int(),
    NextDiagnosticTest: z.object({
      New: z.array(z.string()),
      NeedToBeVerified: z.array(z.string()),
    }),
    UserDiagnosticTestScoreSummary: z.array(DiagnosticTestScoreSummary),
    UserDiagnosticTestAllResult: z.array(
      z.object({
        ModuleKey: z.string(),
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
});
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
