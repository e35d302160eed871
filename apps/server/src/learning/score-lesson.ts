import type { LessonSubmission, QuestionResponse } from '@gp/api';
import {
  scoreActivity,
  sumScores,
  toActivityKey,
  type StoredActivity,
} from '@gp/domain';
import type { LessonAnswer } from '../db/schema-lessons';
import { InvalidInput } from '../lib/domain-errors';
import type { CatalogActivity, CatalogLesson } from './lesson-catalog';

export interface ScoredActivity {
  activityKey: string;
  score: number;
  totalScore: number;
  answers: LessonAnswer[];
}

const at = (i: number) => `body.StudentModuleLessonAnswer.${i}`;

/**
 * Checks a save against the lesson of its start key and scores each answered
 * activity with the domain's scorers (DESIGN.md §4 The server scores): every
 * answer group names the start's module, lesson and one of the activities of
 * the part (`allowed`), once; every question key belongs to its activity,
 * once, with a response of its type. Throws a 400 naming the first field
 * that does not fit. Scores a client sends are not read.
 */
export function scoreLessonAnswers(
  body: LessonSubmission,
  start: { moduleKey: string; lessonKey: string },
  activityOf: (key: string) => CatalogActivity | undefined,
  allowed: ReadonlySet<string>,
  seed: string,
): Map<string, ScoredActivity> {
  const scored = new Map<string, ScoredActivity>();
  body.StudentModuleLessonAnswer.forEach((group, i) => {
    if (group.ModuleKey !== start.moduleKey)
      throw new InvalidInput(
        `${at(i)}.ModuleKey`,
        'is not the module of this start key',
      );
    if (group.LessonKey !== start.lessonKey)
      throw new InvalidInput(
        `${at(i)}.LessonKey`,
        'is not the lesson of this start key',
      );
    const entry = allowed.has(group.ActivityKey)
      ? activityOf(group.ActivityKey)
      : undefined;
    if (!entry)
      throw new InvalidInput(
        `${at(i)}.ActivityKey`,
        'is not an activity of this part of the lesson',
      );
    if (scored.has(group.ActivityKey))
      throw new InvalidInput(`${at(i)}.ActivityKey`, 'is answered twice');
    if (entry.activity) {
      scored.set(
        group.ActivityKey,
        scoreGroup(
          entry.activity,
          group.QuestionAnswer,
          `${at(i)}.QuestionAnswer`,
          seed,
        ),
      );
      return;
    }
    // The explainer has no questions: saving it records it as watched.
    if (group.QuestionAnswer.length > 0)
      throw new InvalidInput(
        `${at(i)}.QuestionAnswer`,
        'must be empty: the explainer has no questions',
      );
    scored.set(group.ActivityKey, {
      activityKey: group.ActivityKey,
      score: 0,
      totalScore: 0,
      answers: [],
    });
  });
  return scored;
}

function scoreGroup(
  activity: StoredActivity,
  answers: LessonSubmission['StudentModuleLessonAnswer'][number]['QuestionAnswer'],
  where: string,
  seed: string,
): ScoredActivity {
  const byKey = new Map(activity.questions.map((q) => [q.key, q]));
  const responses: Record<string, QuestionResponse> = {};
  const durations = new Map<string, number>();
  answers.forEach((qa, qi) => {
    const question = byKey.get(qa.QuestionKey);
    if (!question)
      throw new InvalidInput(
        `${where}.${qi}.QuestionKey`,
        'is not a question of this activity',
      );
    if (Object.hasOwn(responses, qa.QuestionKey))
      throw new InvalidInput(`${where}.${qi}.QuestionKey`, 'is answered twice');
    responses[qa.QuestionKey] = qa.Response;
    if (qa.Duration !== undefined) durations.set(qa.QuestionKey, qa.Duration);
  });
  const result = scoreActivity(toActivityKey(activity, seed), responses);
  const bad = result.invalid[0];
  if (bad !== undefined) {
    const qi = answers.findIndex((qa) => qa.QuestionKey === bad);
    throw new InvalidInput(
      `${where}.${qi}.Response`,
      `is not a valid ${byKey.get(bad)?.type ?? ''} response`,
    );
  }
  return {
    activityKey: activity.key,
    score: result.score,
    totalScore: result.total,
    answers: result.questions.map((q) => ({
      activityKey: activity.key,
      questionKey: q.questionKey,
      response: q.answered ? (responses[q.questionKey] ?? null) : null,
      score: q.score,
      totalScore: q.total,
      durationMs: durations.has(q.questionKey)
        ? Math.round(durations.get(q.questionKey)!)
        : null,
    })),
  };
}

/**
 * The quiz of a lesson scored whole: every quiz activity counts, an activity
 * the save leaves out scores 0 of its total (spec 02 §3 Result upload).
 */
export function scoreQuiz(
  lesson: CatalogLesson,
  scored: ReadonlyMap<string, ScoredActivity>,
  activityOf: (key: string) => CatalogActivity | undefined,
  seed: string,
): { score: number; totalScore: number; answers: LessonAnswer[] } {
  const all = lesson.quizKeys.flatMap((key) => {
    const given = scored.get(key);
    if (given) return [given];
    const activity = activityOf(key)?.activity;
    return activity ? [scoreGroup(activity, [], '', seed)] : [];
  });
  const sum = sumScores(
    all.map((a) => ({ score: a.score, total: a.totalScore })),
  );
  return {
    score: sum.score,
    totalScore: sum.total,
    answers: all.flatMap((a) => a.answers),
  };
}
