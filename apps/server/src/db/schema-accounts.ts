// Students, sessions, sign-in throttling, privacy agreements and app facts.
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AppMetaValues, StoredPolicy } from './json-types';
import { stamp } from './schema-columns';

/** Students are provisioned by the school (DESIGN.md §4 Accounts). */
export const students = pgTable(
  'students',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased: sign-in ignores the case of the username. */
    userName: text('user_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    englishFirstName: text('english_first_name').notNull(),
    marketRegion: integer('market_region').notNull().default(0),
    /** 1 regular, 2 expired, 4 demo; UserStatus is derived with expireTime. */
    status: integer('status').notNull().default(1),
    startTime: stamp('start_time').notNull().defaultNow(),
    expireTime: stamp('expire_time').notNull(),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('students_user_name_key').on(t.userName)],
);

export const studentProfiles = pgTable('student_profiles', {
  studentId: uuid('student_id')
    .primaryKey()
    .references(() => students.id, { onDelete: 'cascade' }),
  birthday: date('birthday', { mode: 'string' }),
  educationRegionKey: text('education_region_key').notNull().default(''),
  educationGradeKey: text('education_grade_key').notNull().default(''),
  cultureCode: text('culture_code').notNull().default(''),
  startPointGradeKey: text('start_point_grade_key').notNull().default(''),
  preferLanguageCode: text('prefer_language_code').notNull().default(''),
  updatedAt: stamp('updated_at').notNull().defaultNow(),
});

/** Tokens are stored only as a SHA-256 hash (DESIGN.md §4 Sessions and devices). */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    device: text('device').notNull(),
    createdAt: stamp('created_at').notNull().defaultNow(),
    lastUsedAt: stamp('last_used_at').notNull().defaultNow(),
    endedAt: stamp('ended_at'),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_active_idx')
      .on(t.studentId)
      .where(sql`ended_at is null`),
  ],
);

/** Failed sign-ins, for per-account and per-address throttling. */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userName: text('user_name').notNull(),
    address: text('address').notNull(),
    at: stamp('at').notNull().defaultNow(),
  },
  (t) => [
    index('sign_in_failures_user_idx').on(t.userName, t.at),
    index('sign_in_failures_address_idx').on(t.address, t.at),
  ],
);

export const privacyPolicyDocuments = pgTable('privacy_policy_documents', {
  /** e.g. GrammarPro-v1 */
  id: text('id').primaryKey(),
  product: text('product').notNull(),
  version: integer('version').notNull(),
  effective: date('effective', { mode: 'string' }).notNull(),
  content: jsonb('content').$type<StoredPolicy>().notNull(),
  isLatest: boolean('is_latest').notNull().default(false),
});

export const privacyAgreements = pgTable(
  'privacy_agreements',
  {
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    documentId: text('document_id')
      .notNull()
      .references(() => privacyPolicyDocuments.id),
    signedAt: stamp('signed_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.documentId] })],
);

/** Facts about this database: what was seeded, which content version is loaded. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  /** The shape is the key's (AppMetaValues). */
  value: jsonb('value').$type<AppMetaValues[keyof AppMetaValues]>().notNull(),
  updatedAt: stamp('updated_at').notNull().defaultNow(),
});
