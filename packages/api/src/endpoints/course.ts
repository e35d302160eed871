import { z } from 'zod';
import { defineEndpoint } from '../define-endpoint';
import { CultureCode, MarketRegion, MarketRegionQuery, text } from '../common';
import { lazySchema } from '../lazy-schema';

export const GradeRef = lazySchema(() =>
  z.object({
    Key: text(),
    Name: text(),
    CultureCode,
  }),
);

export const RegionWithGrades = lazySchema(() =>
  z.object({
    Region: z.object({
      Key: text(),
      /** The city's name in the asked culture. */
      CityName: text(),
      /** The city's English name. */
      Name: text(),
      CountryName: text(),
      ProvinceName: text(),
      CultureCode,
      MarketRegion,
      IsFranchiseRegion: z.boolean(),
    }),
    Grades: z.array(z.object({ Ordinal: z.number().int(), Grade: GradeRef })),
  }),
);
export type RegionWithGrades = z.infer<typeof RegionWithGrades>;

export const getRegionsWithGrades = defineEndpoint({
  method: 'GET',
  path: '/api/v2/RegionAndGrade/',
  auth: true,
  body: undefined,
  query: lazySchema(() =>
    z.object({
      marketRegion: MarketRegionQuery,
      cultureCode: CultureCode,
    }),
  ),
  response: lazySchema(() => z.array(RegionWithGrades)),
});

export const ModuleSummary = lazySchema(() =>
  z.object({
    Key: text(),
    Name: text(),
    CultureCode,
    Description: text(),
    /** English sample sentences. */
    Sample: z.array(text()),
    DifficultyLevel: z.number().int().min(0).max(4),
    DifficultyLevelName: text(),
  }),
);
export type ModuleSummary = z.infer<typeof ModuleSummary>;

export const GradeWithModules = lazySchema(() =>
  z.object({
    Grade: GradeRef,
    GradeOrdinal: z.number().int(),
    Modules: z.array(ModuleSummary),
  }),
);
export type GradeWithModules = z.infer<typeof GradeWithModules>;

export const getAvailableGrades = defineEndpoint({
  method: 'GET',
  path: '/api/v2/AvailableGradeList/',
  auth: true,
  body: undefined,
  query: lazySchema(() =>
    z.object({
      regionKey: text().trim().min(1, 'regionKey is required').max(100),
      cultureCode: CultureCode,
    }),
  ),
  response: lazySchema(() => z.array(GradeWithModules)),
});
