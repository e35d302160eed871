import type { FastifyInstance } from 'fastify';
import {
  PRACTICE_ACTIVITY_TYPE,
  QUIZ_ACTIVITY_TYPE,
  type ExplainerSlide,
  type LessonActivities,
  type LessonActivity,
  type VideoResource,
} from '@gp/api';
import {
  explainerDurationSeconds,
  INTERFACE_LANGUAGES,
  moduleStudyAccess,
  toPublicActivity,
  toQuestionKey,
  contentLanguage,
  type StoredActivity,
} from '@gp/domain';
import type { StudentRow } from '../db/repositories/students';
import { NotFound } from '../lib/domain-errors';
import type {
  CatalogActivity,
  CatalogLesson,
  LessonCatalog,
} from './lesson-catalog';
import { studyContext, studyRefusal } from './lesson-access';

/**
 * The seed of a student's option order: stable across calls, so the quiz
 * save scores the order the student saw without storing it, and different
 * from another student's, so "the answer is the second" does not travel.
 */
export const shuffleSeedOf = (student: Pick<StudentRow, 'id'>) => student.id;

function slidesOf(lesson: CatalogLesson): ExplainerSlide[] {
  return lesson.explainer.slides.map((s) => ({
    Title: s.title,
    Body: s.body,
    ...(s.examples ? { Examples: s.examples } : {}),
    ...(s.wrong !== undefined ? { Wrong: s.wrong, Right: s.right ?? '' } : {}),
  }));
}

function questionType(activity: StoredActivity): string {
  return activity.questions[0]?.type ?? 'multipleSelect';
}

function videoActivity(lesson: CatalogLesson, key: string): LessonActivity {
  const videos = lesson.explainer.videos;
  return {
    Key: key,
    Type: 'video',
    Title: lesson.name,
    Body: { ActivityType: 'video', ActivitySubType: 'explainer' },
    Questions: [],
    Slides: slidesOf(lesson),
    ...(videos ? { Videos: videos } : {}),
  };
}

// spec 02 §3 Video resource, one per language (videos are keyed per language): the
// named video file, whose length the server does not know (-:--), else the explainer.
function videoResources(lesson: CatalogLesson, key: string): VideoResource[] {
  const slides = slidesOf(lesson);
  return INTERFACE_LANGUAGES.map((culture) => {
    const file = lesson.explainer.videos?.[contentLanguage(culture)];
    return file
      ? {
          Identifier: file,
          Duration: null,
          ActivityKey: key,
          CultureCode: culture,
        }
      : {
          Identifier: key,
          Duration: explainerDurationSeconds(slides, culture),
          ActivityKey: key,
          CultureCode: culture,
        };
  });
}

function questionActivity(
  entry: CatalogActivity,
  activity: StoredActivity,
  seed: string,
): LessonActivity {
  const shown = toPublicActivity(activity, seed);
  const subType = questionType(activity);
  if (entry.part === 'quiz')
    return {
      ...shown,
      Body: { ActivityType: QUIZ_ACTIVITY_TYPE, ActivitySubType: subType },
    };
  // DESIGN.md §3b: practice carries its keys and explanations for instant feedback.
  return {
    ...shown,
    Body: { ActivityType: PRACTICE_ACTIVITY_TYPE, ActivitySubType: subType },
    Feedback: activity.questions.map((q) => ({
      QuestionKey: q.key,
      AnswerKey: toQuestionKey(q, seed),
      Explanation: q.explanation,
    })),
  };
}

/** The catalog entries of the keys asked for, or a 404 naming the first unknown one. */
export function entriesOf(
  catalog: LessonCatalog,
  keys: readonly string[],
): { entry: CatalogActivity; lesson: CatalogLesson }[] {
  return keys.map((key) => {
    const entry = catalog.activities.get(key);
    const lesson = entry && catalog.lessons.get(entry.lessonKey);
    if (!entry || !lesson) throw new NotFound(`No activity ${key}.`);
    return { entry, lesson };
  });
}

/**
 * POST ActivityEntity/Web (DESIGN.md §3b): the activities asked for, in that
 * order, for a student who may study their modules (the same module access
 * as a lesson start), with the video resources of the explainers.
 */
export async function lessonActivities(
  app: FastifyInstance,
  student: StudentRow,
  keys: readonly string[],
): Promise<LessonActivities> {
  const entries = entriesOf(await app.contentCache.lessonCatalog(), keys);
  const { progress, authority } = await studyContext(app, student);
  for (const moduleKey of new Set(entries.map((e) => e.entry.moduleKey))) {
    const access = moduleStudyAccess(authority, progress, moduleKey);
    if (!access.ok) throw studyRefusal(access.refusal, { moduleKey });
  }
  const seed = shuffleSeedOf(student);
  const Activities: LessonActivity[] = [];
  const Resources: VideoResource[] = [];
  for (const { entry, lesson } of entries) {
    if (entry.part === 'video') {
      Activities.push(videoActivity(lesson, entry.key));
      Resources.push(...videoResources(lesson, entry.key));
    } else if (entry.activity) {
      Activities.push(questionActivity(entry, entry.activity, seed));
    }
  }
  return { Activities, Resources };
}
