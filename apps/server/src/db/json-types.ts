// The shapes stored in JSON columns, for drizzle's `.$type<T>()`: readers
// get these types from the column instead of casting what they read.
import type { Course, CourseStats, Lesson } from '@gp/content';
import type {
  ComposedModule,
  LocalizedText,
  QuestionResponse,
} from '@gp/domain';

export type Localized = LocalizedText;

/** How a privacy policy version is stored (packages/content privacy-policy.yaml). */
export interface StoredPolicy {
  title: Localized;
  sections: { heading: Localized; body: Localized }[];
}

/** What each app_meta key holds (db/repositories/app-meta.ts reads and writes them). */
export interface AppMetaValues {
  demo_accounts_seeded: { at: string };
  /** The intro, welcome and purchase-guide texts of the imported course. */
  course_texts: Course['texts'];
  content_version: { version: string; stats: CourseStats };
  /** The key that signs device cookies, shared by every instance (decision 015). */
  device_cookie_key: { key: string };
}

export type StoredExplainer = Lesson['explainer'];
export type StoredComposition = ComposedModule[];

/** What the student answered to one question, with the server's score. */
export interface DiagnosticAnswer {
  moduleKey: string;
  activityKey: string;
  /** The module-local question key. */
  questionKey: string;
  /** Null when the question was left unanswered. */
  response: QuestionResponse | null;
  score: number;
  totalScore: number;
  durationMs: number | null;
}
