/** An activity of a lesson as the activity service describes it (spec 02 §3 Activity). */
export interface LessonActivity {
  key: string;
  /** 'video' or another type. */
  type: string;
  /** Body tag ActivityType; 'output' and 'review' mark quiz activities. */
  activityType?: string;
}

export function isVideoActivity(
  activity: Pick<LessonActivity, 'type'>,
): boolean {
  return activity.type.toLowerCase() === 'video';
}

// spec 02 §3 Activity: output/review activities are quizzes; all others are practice.
export function isQuizActivity(
  activity: Pick<LessonActivity, 'activityType'>,
): boolean {
  const tag = (activity.activityType ?? '').trim().toLowerCase();
  return tag === 'output' || tag === 'review';
}

export function splitLessonActivities<T extends LessonActivity>(
  activities: readonly T[],
): { practice: T[]; quiz: T[] } {
  return {
    practice: activities.filter((a) => !isQuizActivity(a)),
    quiz: activities.filter((a) => isQuizActivity(a)),
  };
}
