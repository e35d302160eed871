import { isVideoActivity, type LessonActivity } from './activity-kind';

/** spec 02 §4 Practice sections status: 1 not done, 2 done. */
export type SectionStatus = 1 | 2;

export interface PracticeSection {
  kind: 'video' | 'practice';
  activityKeys: string[];
  status: SectionStatus;
}

// spec 02 §4 Practice sections: a video is its own section; consecutive non-video
// activities form one; done when all its keys are in the lesson's stored progress.
export function practiceSections(
  activities: readonly Pick<LessonActivity, 'key' | 'type'>[],
  finishedKeys: readonly string[],
): PracticeSection[] {
  const finished = new Set(finishedKeys);
  const groups: { kind: 'video' | 'practice'; activityKeys: string[] }[] = [];
  for (const activity of activities) {
    const last = groups.at(-1);
    if (isVideoActivity(activity))
      groups.push({ kind: 'video', activityKeys: [activity.key] });
    else if (last?.kind === 'practice') last.activityKeys.push(activity.key);
    else groups.push({ kind: 'practice', activityKeys: [activity.key] });
  }
  return groups.map((g) => ({
    ...g,
    status: g.activityKeys.every((k) => finished.has(k)) ? 2 : 1,
  }));
}

/** spec 02 §3 Activity item status: 1 not played, 2 played. */
export function activityItemStatus(
  activityKey: string,
  finishedKeys: readonly string[],
): 1 | 2 {
  return finishedKeys.includes(activityKey) ? 2 : 1;
}

/** spec 02 §3 Practice progress per lesson: Key, ActivityCount, Activities (finished keys). */
export interface PracticeProgress {
  Key: string;
  ActivityCount: number;
  Activities: string[];
}

/** practiceActivityCount and practiceActivityCompletedCount of a lesson. */
export function practiceCounts(
  activityKeys: readonly string[],
  progress: PracticeProgress | undefined,
): { practiceActivityCount: number; practiceActivityCompletedCount: number } {
  const finished = new Set(progress?.Activities ?? []);
  return {
    practiceActivityCount: activityKeys.length,
    practiceActivityCompletedCount: activityKeys.filter((k) => finished.has(k))
      .length,
  };
}
