import type { AnswerKey, LessonPracticeActivity, PlayerModule } from '@gp/api';
import { practiceSections, type SectionStatus } from '@gp/domain';
import { isExplainer } from '../question-types/explainer/explainer-entries';
import {
  toQuestionEntries,
  type QuestionEntry,
} from '../session/question-entries';
import type { VideoActivity } from '../video/video-activity';

/** A practice question with what instant feedback needs (lessons contract Feedback). */
export interface PracticeQuestion extends QuestionEntry {
  /** The scoring key in the order shown; null when the activity came without one. */
  key: AnswerKey | null;
  explanation: LessonPracticeActivity['Feedback'][number]['Explanation'] | null;
}

export type PracticeItem =
  | { kind: 'video'; moduleKey: string; activity: VideoActivity }
  | {
      kind: 'practice';
      moduleKey: string;
      activityKey: string;
      questions: PracticeQuestion[];
    };

export interface PracticeSectionPlan {
  kind: 'video' | 'practice';
  items: PracticeItem[];
  /** The section's questions in order (none for a video). */
  questions: PracticeQuestion[];
  status: SectionStatus;
}

function itemsOf(modules: readonly PlayerModule[]): PracticeItem[] {
  return modules.flatMap((module) =>
    module.Activitys.flatMap((activity): PracticeItem[] => {
      if (isExplainer(activity))
        return [{ kind: 'video', moduleKey: module.ModuleKey, activity }];
      const feedback = 'Feedback' in activity ? activity.Feedback : [];
      const questions = toQuestionEntries([
        { ModuleKey: module.ModuleKey, Activitys: [activity] },
      ]).map((entry) => {
        const found = feedback.find(
          (f) => f.QuestionKey === entry.question.questionKey,
        );
        return {
          ...entry,
          key: found?.AnswerKey ?? null,
          explanation: found?.Explanation ?? null,
        };
      });
      // spec 02 §5: an activity without questions is skipped.
      return questions.length === 0
        ? []
        : [
            {
              kind: 'practice',
              moduleKey: module.ModuleKey,
              activityKey: activity.Key,
              questions,
            },
          ];
    }),
  );
}

export function activityKeyOf(item: PracticeItem): string {
  return item.kind === 'video' ? item.activity.Key : item.activityKey;
}

/**
 * The lesson's practice in sections by spec 02 §4 Practice sections
 * (packages/domain practiceSections): the video alone, consecutive practice
 * activities together, each done when all its activities are finished.
 */
export function practicePlan(
  modules: readonly PlayerModule[],
  finishedKeys: readonly string[],
): PracticeSectionPlan[] {
  const items = itemsOf(modules);
  const sections = practiceSections(
    items.map((item) => ({
      key: activityKeyOf(item),
      type: item.kind === 'video' ? 'video' : 'practice',
    })),
    finishedKeys,
  );
  let next = 0;
  return sections.map((section) => {
    const own = items.slice(next, next + section.activityKeys.length);
    next += section.activityKeys.length;
    return {
      kind: section.kind,
      items: own,
      questions: own.flatMap((i) => (i.kind === 'practice' ? i.questions : [])),
      status: section.status,
    };
  });
}
