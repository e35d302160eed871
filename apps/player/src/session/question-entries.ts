import type { PlayerModule, PublicActivity, PublicQuestion } from '@gp/api';
import { isExplainer } from '../question-types/explainer/explainer-entries';

/** One question of the test, with where it came from, in the order it is shown. */
export interface QuestionEntry {
  /** Unique in the test: question keys are unique only within their module. */
  id: string;
  moduleKey: string;
  activityKey: string;
  activityType: PublicActivity['Type'];
  /** The forced instruction text as the activity carries it (English). */
  instruction: string;
  question: PublicQuestion;
}

/**
 * The modules' questions one after another; activities without questions
 * show nothing here, and explainers (no questions, no score) are the
 * ExplainerRunner's, so they are never part of the answers.
 */
export function toQuestionEntries(
  modules: readonly PlayerModule[],
): QuestionEntry[] {
  const seen = new Set<string>();
  return modules.flatMap((module) =>
    module.Activitys.flatMap((activity) =>
      isExplainer(activity)
        ? []
        : activity.Questions.map((question) => {
            let id = [
              module.ModuleKey,
              activity.Key,
              question.questionKey,
            ].join('|');
            for (let n = 2; seen.has(id); n += 1) id = `${id}#${n}`;
            seen.add(id);
            return {
              id,
              moduleKey: module.ModuleKey,
              activityKey: activity.Key,
              activityType: activity.Type,
              instruction: activity.Instruction,
              question,
            };
          }),
    ),
  );
}
