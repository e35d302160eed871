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
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const stamp = (name: string) =>
  timestamp(name, { withTimezone: true, mode: 'date' });

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
  /** { title: Localized, sections: [{ heading: Localized, body: Localized }] } */
  content: jsonb('content').notNull(),
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
  value: jsonb('value').notNull(),
  updatedAt: stamp('updated_at').notNull().defaultNow(),
});

/*
 * Course content, imported from packages/content (issue 4). Keys are the
 * content's stable keys; rows that leave the course are retired, never
 * deleted, because students' answers refer to them.
 */
export const grades = pgTable('grades', {
  ordinal: integer('ordinal').primaryKey(),
  /** Localized: { en, zh, ru, id } */
  name: jsonb('name').notNull(),
});

export const cities = pgTable(
  'cities',
  {
    key: text('key').primaryKey(),
    marketRegion: integer('market_region').notNull(),
    name: text('name').notNull(),
    localName: text('local_name').notNull(),
    province: text('province').notNull(),
    /** Localized country name */
    country: jsonb('country').notNull(),
    cultureCode: text('culture_code').notNull(),
    isFranchise: boolean('is_franchise').notNull(),
    position: integer('position').notNull(),
    retired: boolean('retired').notNull().default(false),
  },
  (t) => [index('cities_market_idx').on(t.marketRegion)],
);

export const courseModules = pgTable('course_modules', {
  key: text('key').primaryKey(),
  /** Place in the course order (1 = easiest). */
  position: integer('position').notNull(),
  difficulty: integer('difficulty').notNull(),
  name: jsonb('name').notNull(),
  description: jsonb('description').notNull(),
  sample: jsonb('sample').notNull(),
  retired: boolean('retired').notNull().default(false),
});

/** Which grade studies which module, per market region (0, 1, 2, 4). */
export const curriculum = pgTable(
  'curriculum',
  {
    marketRegion: integer('market_region').notNull(),
    moduleKey: text('module_key')
      .notNull()
      .references(() => courseModules.key),
    gradeOrdinal: integer('grade_ordinal').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.marketRegion, t.moduleKey] })],
);

export const lessons = pgTable(
  'lessons',
  {
    /** `<module key>.<lesson key>` */
    key: text('key').primaryKey(),
    moduleKey: text('module_key')
      .notNull()
      .references(() => courseModules.key),
    sequence: integer('sequence').notNull(),
    name: jsonb('name').notNull(),
    description: jsonb('description').notNull(),
    /** { videos?, slides } */
    explainer: jsonb('explainer').notNull(),
    /** The lesson's activity keys in order: practice then quiz. */
    activityKeys: jsonb('activity_keys').notNull(),
    retired: boolean('retired').notNull().default(false),
  },
  (t) => [index('lessons_module_idx').on(t.moduleKey)],
);

export const activities = pgTable(
  'activities',
  {
    /** `<module key>.<activity key>` */
    key: text('key').primaryKey(),
    moduleKey: text('module_key').notNull(),
    lessonKey: text('lesson_key').notNull(),
    /** practice or quiz (spec 02 §3: output/review activities are quizzes). */
    kind: text('kind').notNull(),
    position: integer('position').notNull(),
    title: jsonb('title'),
    /** The stored questions, answer keys included. */
    questions: jsonb('questions').notNull(),
    retired: boolean('retired').notNull().default(false),
  },
  (t) => [index('activities_lesson_idx').on(t.lessonKey)],
);

/** The diagnostic item bank: one row a question. */
export const diagnosticItems = pgTable(
  'diagnostic_items',
  {
    /** `<module key>.<question key>` */
    key: text('key').primaryKey(),
    moduleKey: text('module_key').notNull(),
    type: text('type').notNull(),
    difficulty: integer('difficulty').notNull(),
    position: integer('position').notNull(),
    question: jsonb('question').notNull(),
    retired: boolean('retired').notNull().default(false),
  },
  (t) => [index('diagnostic_items_module_idx').on(t.moduleKey)],
);

/*
 * Diagnostic tests (issue 5). A started test stores its composition and
 * shuffle seed, so a reload gets the same questions and the server can
 * rebuild the answer key to score it.
 */
export const diagnosticTests = pgTable(
  'diagnostic_tests',
  {
    key: text('key').primaryKey(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    seed: text('seed').notNull(),
    /** [{ moduleKey, activities: [{ key, type, questionKeys }] }] (domain ComposedModule) */
    composition: jsonb('composition').notNull(),
    newModuleKeys: jsonb('new_module_keys').notNull(),
    verifiedModuleKeys: jsonb('verified_module_keys').notNull(),
    startedAt: stamp('started_at').notNull().defaultNow(),
    submittedAt: stamp('submitted_at'),
    idempotencyKey: text('idempotency_key'),
  },
  (t) => [
    index('diagnostic_tests_student_idx').on(t.studentId, t.submittedAt),
    uniqueIndex('diagnostic_tests_one_open_key')
      .on(t.studentId)
      .where(sql`submitted_at is null`),
  ],
);

/** What the student answered, per question, with the server's score. */
export const diagnosticAnswers = pgTable(
  'diagnostic_answers',
  {
    testKey: text('test_key')
      .notNull()
      .references(() => diagnosticTests.key, { onDelete: 'cascade' }),
    moduleKey: text('module_key').notNull(),
    activityKey: text('activity_key').notNull(),
    /** The module-local question key. */
    questionKey: text('question_key').notNull(),
    position: integer('position').notNull(),
    response: jsonb('response'),
    score: integer('score').notNull(),
    totalScore: integer('total_score').notNull(),
    durationMs: integer('duration_ms'),
  },
  (t) => [primaryKey({ columns: [t.testKey, t.moduleKey, t.questionKey] })],
);

export const diagnosticModuleScores = pgTable(
  'diagnostic_module_scores',
  {
    testKey: text('test_key')
      .notNull()
      .references(() => diagnosticTests.key, { onDelete: 'cascade' }),
    studentId: uuid('student_id').notNull(),
    moduleKey: text('module_key').notNull(),
    score: integer('score').notNull(),
    totalScore: integer('total_score').notNull(),
    isNew: boolean('is_new').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.testKey, t.moduleKey] }),
    index('diagnostic_module_scores_student_idx').on(t.studentId),
  ],
);

/** Tracking and analytics events (spec 01 §7), kept for reports. */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    trackType: text('track_type').notNull(),
    contextKey: text('context_key'),
    page: text('page'),
    durationMs: integer('duration_ms'),
    localStamp: text('local_stamp').notNull(),
    at: stamp('at').notNull().defaultNow(),
  },
  (t) => [index('tracking_events_student_idx').on(t.studentId, t.at)],
);
