import { z } from 'zod';
import { localizedText, nonBlank, slug } from './localized';

const gradeOrdinal = z.number().int().min(3).max(11);

/** Which modules each school grade studies; one map per market region. */
export const curriculumFile = z
  .object({
    version: z.number().int().min(1),
    /** Module keys in course order (the order of difficulty). */
    modules: z.array(slug).min(1),
    /**
     * module key -> modules whose grammar its questions and examples use;
     * each is taught in the same grade or earlier in every map.
     */
    uses: z.record(slug, z.array(slug).min(1)).optional(),
    /** map name -> grade ordinal -> module keys */
    maps: z.record(
      slug,
      z.record(
        z.string().regex(/^(3|4|5|6|7|8|9|10|11)$/),
        z.array(slug).min(1),
      ),
    ),
    /** market region code (1, 2, 4, or 0 for the default English region) -> map name */
    regions: z.record(z.enum(['0', '1', '2', '4']), slug),
  })
  .strict();

export const city = z
  .object({
    key: slug,
    name: nonBlank,
    localName: nonBlank,
    province: nonBlank,
    isFranchise: z.boolean().default(true),
  })
  .strict();

export const marketRegion = z
  .object({
    code: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(4)]),
    country: localizedText,
    /** The culture code of the region's local texts (en-US for the default region). */
    cultureCode: z.enum(['en-US', 'zh-CN', 'ru-RU', 'id-ID']),
    cities: z.array(city).min(2),
  })
  .strict();

export const regionsFile = z
  .object({
    grades: z
      .array(z.object({ ordinal: gradeOrdinal, name: localizedText }).strict())
      .length(9),
    regions: z.array(marketRegion).length(4),
  })
  .strict();

export const privacyPolicyFile = z
  .object({
    version: z.number().int().min(1),
    /** ISO date the version takes effect. */
    effective: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    title: localizedText,
    sections: z
      .array(z.object({ heading: localizedText, body: localizedText }).strict())
      .min(5),
  })
  .strict();

export const textsFile = z
  .object({
    /** Welcome and intro explainers (gp_intro, welcome): slide sequences. */
    intro: z
      .array(z.object({ title: localizedText, body: localizedText }).strict())
      .min(3),
    welcome: z
      .array(z.object({ title: localizedText, body: localizedText }).strict())
      .min(2),
    /** Purchase guide marketing: Efficient, Systematic, Engaging. */
    marketing: z
      .array(
        z
          .object({ key: slug, title: localizedText, body: localizedText })
          .strict(),
      )
      .length(3),
  })
  .strict();

export type CurriculumFile = z.infer<typeof curriculumFile>;
export type RegionsFile = z.infer<typeof regionsFile>;
export type PrivacyPolicyFile = z.infer<typeof privacyPolicyFile>;
export type TextsFile = z.infer<typeof textsFile>;
