import type {
  CultureCode,
  LessonActivities,
  LessonActivity,
  LessonVideoActivity,
} from '@gp/api';
import {
  contentLanguage,
  isQuizActivity,
  isVideoActivity,
  splitLessonActivities,
} from '@gp/domain';

/** spec 02 §3 Activity item: a lesson row's video, practice activities and quiz. */
export interface ActivityItem {
  key: string;
  kind: 'video' | 'practice' | 'quiz';
  /** The title in the interface language; null when the content has none. */
  title: string | null;
  questionCount: number;
  /** The video's length in seconds in the interface language; null when unknown (shown -:--). */
  durationSeconds: number | null;
}

const tagsOf = (a: LessonActivity) => ({
  key: a.Key,
  type: a.Type,
  activityType: a.Body.ActivityType,
});

export function kindOf(a: LessonActivity): ActivityItem['kind'] {
  const tags = tagsOf(a);
  if (isVideoActivity(tags)) return 'video';
  return isQuizActivity(tags) ? 'quiz' : 'practice';
}

/** A video's duration in a language (the English one when that language has none). */
function durationOf(
  data: LessonActivities,
  key: string,
  language: CultureCode,
): number | null {
  const forKey = data.Resources.filter((r) => r.ActivityKey === key);
  const found =
    forKey.find((r) => r.CultureCode === language) ??
    forKey.find((r) => r.CultureCode === 'en-US');
  return found?.Duration ?? null;
}

/** The activities as the lesson list shows them, by key. */
export function activityItemsOf(
  data: LessonActivities | undefined,
  language: CultureCode,
): Map<string, ActivityItem> {
  const items = new Map<string, ActivityItem>();
  for (const a of data?.Activities ?? []) {
    const kind = kindOf(a);
    const title = a.Title?.[contentLanguage(language)].trim() || a.Title?.en;
    items.set(a.Key, {
      key: a.Key,
      kind,
      title: title || null,
      questionCount: a.Questions.length,
      durationSeconds:
        kind === 'video' ? durationOf(data!, a.Key, language) : null,
    });
  }
  return items;
}

/** spec 02 §3 Activity: a lesson's practice part (videos included) and its quiz, in order. */
export function lessonParts(activities: readonly LessonActivity[]) {
  const { practice, quiz } = splitLessonActivities(
    activities.map((a) => ({ ...tagsOf(a), activity: a })),
  );
  return {
    practice: practice.map((p) => p.activity),
    quiz: quiz.map((q) => q.activity),
  };
}

export const isVideo = (a: LessonActivity): a is LessonVideoActivity =>
  kindOf(a) === 'video';
