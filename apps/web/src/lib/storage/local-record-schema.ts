import { z } from 'zod';
import {
  CultureCode,
  lazySchema,
  MarketRegion,
  SignInResponse,
  StudentProfile,
} from '@gp/api';

/**
 * The student's local record (spec 02 §3 "Local storage record", id 001).
 * local-record.ts loads this module (and zod) only when a stored record is
 * there to check, so a first visit does not (issue 16).
 * Fields whose wire schema arrives with a later issue are `unknown` until
 * then: their owners narrow them when they add packages/api schemas.
 *
 * Each field's schema is built when a record first holds the field: the
 * module is read on the way to a returning student's first requests, where
 * building all 25 showed as 5 to 10 ms of zod in CPU profiles at 4x (issue
 * 16); 20 cold loads of each in turns gave -8 ms, standard error 13.
 */
const fields = {
  studentInfo: () => SignInResponse,
  studentProfile: () => StudentProfile,
  studentProgress: () => z.unknown(),
  availableGradeWithModules: () => z.unknown(),
  remediationModuleKey: () => z.string(),
  learnPageTabStatus: () => z.number().int(),
  remediationInfo: () => z.unknown(),
  studentDiagnosticTest: () => z.unknown(),
  /** The diagnostic test the student chose to quit: only its next start clears the saved answers. */
  quitDiagnosticTestKey: () => z.string(),
  studentCustomTest: () => z.unknown(),
  remediationData: () => z.unknown(),
  remediationPageStatus: () => z.number().int(),
  remediationStartReviewInfo: () => z.unknown(),
  clickedButtonSource: () => z.string(),
  remediationStartQuizKey: () => z.string(),
  xapiToken: () => z.unknown(),
  profileSetInfo: () => z.unknown(),
  targetPage: () => z.string(),
  identificationOfEntryPage: () => z.string(),
  availableModuleKey: () => z.string(),
  authority: () => z.unknown(),
  customTestModuleKeys: () => z.array(z.string()),
  marketRegion: () => MarketRegion,
  language: () => CultureCode,
} as const;

type Shape = { [K in keyof typeof fields]: ReturnType<(typeof fields)[K]> };
type FieldKey = keyof Shape;

const built = new Map<FieldKey, z.ZodType>();
function fieldSchema(key: FieldKey): z.ZodType {
  let schema = built.get(key);
  if (!schema) built.set(key, (schema = fields[key]()));
  return schema;
}

/** The whole record's schema, built on first use: the reads check field by field (issue 16). */
export const LocalRecord = lazySchema(() =>
  z
    .object(
      Object.fromEntries(
        Object.keys(fields).map((key) => [key, fieldSchema(key as FieldKey)]),
      ) as Shape,
    )
    .partial(),
);
export type LocalRecord = z.infer<typeof LocalRecord>;
export type LocalRecordKey = keyof LocalRecord;

/**
 * Validates a record read back from storage field by field, so one bad or
 * outdated field is dropped instead of the whole record (STYLE.md rule 5).
 */
export function parseLocalRecord(value: unknown): LocalRecord {
  if (!value || typeof value !== 'object') return {};
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(fields) as FieldKey[]) {
    const field = (value as Record<string, unknown>)[key];
    if (field === undefined) continue;
    const parsed = fieldSchema(key).safeParse(field);
    if (parsed.success) out[key] = parsed.data;
    else
      console.warn(`Dropped the stored ${key}: it does not match its schema.`);
  }
  return out as LocalRecord;
}
