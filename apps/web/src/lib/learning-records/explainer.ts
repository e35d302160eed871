import type { LessonActivity } from '@gp/api';
import { explainerWatchedStatement } from '@gp/domain';
import { recordLearningStatement } from './learning-records';

/**
 * The player reported an activity done (player protocol `activityDone`);
 * when it is the lesson's explainer or video, played to its end, queue the
 * explainer-watched statement (DESIGN.md §4: the server cannot see it).
 */
export function recordExplainerWatched(
  studentId: string,
  activities: readonly LessonActivity[],
  done: { ModuleKey: string; ActivityKey: string; LessonKey: string },
): Promise<void> | undefined {
  const activity = activities.find((a) => a.Key === done.ActivityKey);
  if (!studentId || activity?.Type !== 'video') return undefined;
  return recordLearningStatement(studentId, (base) =>
    explainerWatchedStatement(base, {
      activityKey: activity.Key,
      activityName: activity.Title?.en,
      moduleKey: done.ModuleKey,
      lessonKey: done.LessonKey,
    }),
  );
}
