import { useMemo } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { LessonPracticeProgress, StudentProgress } from '@gp/api';
import type { Authority } from '@gp/domain';
import type { Catalogue } from '../../../lib/course/catalogue';
import { currentLanguage } from '../../../lib/i18n';
import { useLessonActivities } from '../api/get-lesson-activities';
import { activityItemsOf } from '../lib/activity-items';
import { moduleLessonView } from '../lib/module-lesson-view';

/**
 * The module as the module lesson screen shows it, and its lessons'
 * activities (asked for only for a module the student may open: the server
 * refuses the others). The list shows without durations while they load.
 */
export function useModuleLessonView(input: {
  progress: StudentProgress;
  catalogue: Catalogue;
  authority: Authority;
  moduleKey: string;
  practice: readonly LessonPracticeProgress[];
}) {
  const { i18n } = useTranslation();
  const { progress, catalogue, authority, moduleKey, practice } = input;
  const view = useMemo(
    () =>
      moduleLessonView({ progress, catalogue, authority, moduleKey, practice }),
    [progress, catalogue, authority, moduleKey, practice],
  );
  const open = !view.isLockedForAuthority && !view.isLockedByPath;
  const activityKeys = useMemo(
    () => (open ? view.lessons.flatMap((l) => l.activityKeys) : []),
    [open, view],
  );
  const activities = useLessonActivities(activityKeys, open);
  const language = currentLanguage(i18n.language);
  const items = useMemo(
    () => activityItemsOf(activities.data, language),
    [activities.data, language],
  );
  return { view, items, itemsLoading: open && activities.isPending };
}
