// Course content tables (issue 4).
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import type { Question, QuestionDifficulty, QuestionType } from '@gp/domain';
import type { Localized, StoredExplainer } from './json-types';

/*
 * Course content, imported from packages/content (issue 4). Keys are the
 * content's stable keys; rows that leave the course are retired, never
 * deleted, because students' answers refer to them.
 */
export const grades = pgTable('grades', {
  ordinal: integer('ordinal').primaryKey(),
  name: jsonb('name').$type<Localized>().notNull(),
});

export const cities = pgTable(
  'cities',
  {
    key: text('key').primaryKey(),
    marketRegion: integer('market_region').notNull(),
    name: text('name').notNull(),
    localName: text('local_name').notNull(),
    province: text('province').notNull(),
    country: jsonb('country').$type<Localized>().notNull(),
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
  name: jsonb('name').$type<Localized>().notNull(),
  description: jsonb('description').$type<Localized>().notNull(),
  /** English sample sentences. */
  sample: jsonb('sample').$type<string[]>().notNull(),
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
    name: jsonb('name').$type<Localized>().notNull(),
    description: jsonb('description').$type<Localized>().notNull(),
    explainer: jsonb('explainer').$type<StoredExplainer>().notNull(),
    /** The lesson's activity keys in order: practice then quiz. */
    activityKeys: jsonb('activity_keys').$type<string[]>().notNull(),
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
    title: jsonb('title').$type<Localized>(),
    /** The stored questions, answer keys included. */
    questions: jsonb('questions').$type<Question[]>().notNull(),
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
    type: text('type').$type<QuestionType>().notNull(),
    difficulty: integer('difficulty').$type<QuestionDifficulty>().notNull(),
    position: integer('position').notNull(),
    question: jsonb('question').$type<Question>().notNull(),
    retired: boolean('retired').notNull().default(false),
  },
  (t) => [index('diagnostic_items_module_idx').on(t.moduleKey)],
);
