import type { Question, StoredActivity } from '@gp/domain';
import type { Localized, StoredExplainer } from '../db/json-types';
import type { Repositories } from '../db/repositories';

/** The explainer plays the lesson's video (DESIGN.md §4 Videos); its activity key. */
export function explainerKeyOf(lessonKey: string): string {
  return `${lessonKey}.explainer`;
}

/**
 * A lesson's activity keys as RemediationProgress lists them (spec 02 §3):
 * the explainer first, then the stored practice and quiz activities.
 */
export function lessonActivityKeys(
  lessonKey: string,
  stored: readonly string[],
): string[] {
  return [explainerKeyOf(lessonKey), ...stored];
}

export type LessonPart = 'video' | 'practice' | 'quiz';

export interface CatalogActivity {
  key: string;
  moduleKey: string;
  lessonKey: string;
  part: LessonPart;
  /** The stored activity (module-local keys); absent for the explainer. */
  activity?: StoredActivity;
}

export interface CatalogLesson {
  key: string;
  moduleKey: string;
  sequence: number;
  name: Localized;
  explainer: StoredExplainer;
  retired: boolean;
  /** Explainer, practice, quiz keys, in order. */
  activityKeys: string[];
  /** The explainer and the practice activities: the lesson's ActivityCount. */
  practiceKeys: string[];
  quizKeys: string[];
}

/** The course's lessons and activities by key (global keys, see import-course.ts). */
export interface LessonCatalog {
  lessons: Map<string, CatalogLesson>;
  activities: Map<string, CatalogActivity>;
  /** Live lessons of each module, in sequence. */
  moduleLessons: Map<string, CatalogLesson[]>;
}

/** Builds the catalog from the imported course; the app's content cache keeps it (content-cache.ts). */
export async function loadLessonCatalog(
  repo: Repositories['lessons'],
): Promise<LessonCatalog> {
  const content = await repo.content();
  const activities = new Map<string, CatalogActivity>();
  const lessons = new Map<string, CatalogLesson>();
  const moduleLessons = new Map<string, CatalogLesson[]>();
  for (const a of content.activities) {
    activities.set(a.key, {
      key: a.key,
      moduleKey: a.moduleKey,
      lessonKey: a.lessonKey,
      part: a.kind === 'quiz' ? 'quiz' : 'practice',
      activity: {
        // The global key: ActivityEntity/Web is asked for it, and saves name it.
        key: a.key,
        ...(a.title ? { title: a.title } : {}),
        questions: a.questions as Question[],
      },
    });
  }
  for (const l of content.lessons) {
    const explainer = explainerKeyOf(l.key);
    activities.set(explainer, {
      key: explainer,
      moduleKey: l.moduleKey,
      lessonKey: l.key,
      part: 'video',
    });
    const stored = l.activityKeys;
    const lesson: CatalogLesson = {
      key: l.key,
      moduleKey: l.moduleKey,
      sequence: l.sequence,
      name: l.name,
      explainer: l.explainer,
      retired: l.retired,
      activityKeys: lessonActivityKeys(l.key, stored),
      practiceKeys: [
        explainer,
        ...stored.filter((k) => activities.get(k)?.part === 'practice'),
      ],
      quizKeys: stored.filter((k) => activities.get(k)?.part === 'quiz'),
    };
    lessons.set(l.key, lesson);
    if (!l.retired) {
      const list = moduleLessons.get(l.moduleKey) ?? [];
      list.push(lesson);
      moduleLessons.set(l.moduleKey, list);
    }
  }
  for (const list of moduleLessons.values())
    list.sort((a, b) => a.sequence - b.sequence);
  return { lessons, activities, moduleLessons };
}
