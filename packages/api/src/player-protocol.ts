import { z } from 'zod';
import { CultureCode } from './common';
import {
  LocalizedText,
  ModuleActivityAnswer,
  PublicActivity,
} from './endpoints/activities';
import {
  LessonActivityAnswer,
  LessonPracticeActivity,
  LessonVideoActivity,
  QuizResult,
} from './endpoints/lessons';
import { ExplainerSlide } from './explainer-slide';
import { lazySchema } from './lazy-schema';

/**
 * The typed postMessage protocol between the app (host) and the embedded
 * player at /player/ (DESIGN.md §2). Both sides zod-parse every message and
 * check event.origin and event.source (STYLE.md rule 5).
 */
export const PLAYER_CHANNEL = 'grammar-pro-player';

/**
 * spec 02 §3 Activity: Type is video or another type. With no video file the
 * lesson's video is its explainer (DESIGN.md §4 Videos), sent as slides. It
 * has no questions and no score: it is never part of a submit.
 */
export const EXPLAINER_ACTIVITY_TYPE = 'video';

export { ExplainerSlide };

export const ExplainerActivity = lazySchema(() =>
  z.object({
    Key: z.string(),
    Type: z.literal(EXPLAINER_ACTIVITY_TYPE),
    Title: LocalizedText.optional(),
    Slides: z.array(ExplainerSlide).min(1).max(50),
  }),
);
export type ExplainerActivity = z.infer<typeof ExplainerActivity>;

/**
 * The option `schema` of a union, tried only when `may` holds for the input:
 * a value that cannot match fails at once instead of after a whole parse
 * (zod tries a union's options in turn, each to its end).
 */
function onlyIf<S extends z.ZodType>(
  may: (value: unknown) => boolean,
  schema: S,
) {
  return z.unknown().refine(may).pipe(schema);
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * What the player renders: a practice activity with its keys and
 * explanations (lessons contract, kind 'practice' only), the lesson's video
 * as the lessons contract sends it, a test or quiz activity (no keys), or an
 * explainer. Practice comes first: a zod object drops fields it does not
 * know, so PublicActivity would strip the Feedback. The practice and video
 * options are tried only on what has their required Feedback or Type: each
 * test activity was parsed as practice, then as video, before it passed as
 * itself (issue 16). Building the schemas and parsing 30 test activities
 * of 3 questions each, the first time in a fresh Node process, took 11 to
 * 13 ms instead of 15 to 15.5 (jitless, as in the player); in the browser
 * the gain is under what interleaved cold loads can tell apart.
 */
export const PlayerActivity = lazySchema(() =>
  z.union([
    onlyIf((v) => isObject(v) && 'Feedback' in v, LessonPracticeActivity),
    onlyIf((v) => isObject(v) && v.Type === 'video', LessonVideoActivity),
    PublicActivity,
    ExplainerActivity,
  ]),
);
export type PlayerActivity = z.infer<typeof PlayerActivity>;

/** A module of the lesson as the player receives it: a TestModule is one. */
export const PlayerModule = lazySchema(() =>
  z.object({
    ModuleKey: z.string(),
    Activitys: z.array(PlayerActivity),
  }),
);
export type PlayerModule = z.infer<typeof PlayerModule>;

const base = {
  channel: z.literal(PLAYER_CHANNEL),
  lessonId: z.string().min(1).max(300),
};

export const PlayerToHost = lazySchema(() =>
  z.discriminatedUnion('type', [
    /** The frame asks for its activities. */
    z.object({ ...base, type: z.literal('requestLessonData') }),
    /** The frame has the activities (and any saved answers) and shows the first question. */
    z.object({
      ...base,
      type: z.literal('dataStored'),
      questionCount: z.number().int(),
      resumed: z.boolean(),
    }),
    z.object({
      ...base,
      type: z.literal('track'),
      event: z.enum([
        'Duration',
        'LessonStart',
        'LessonEnd',
        'PageStart',
        'PageEnd',
        'DtStart',
      ]),
      page: z.string().max(100).optional(),
      durationMs: z.number().min(0).optional(),
      at: z.string(),
    }),
    /** Answered so far, for the host's leave warning and progress. */
    z.object({
      ...base,
      type: z.literal('progress'),
      answered: z.number().int(),
      total: z.number().int(),
    }),
    z.object({
      ...base,
      type: z.literal('submit'),
      answers: z.array(ModuleActivityAnswer),
    }),
    /**
     * Practice: an activity is finished (every question answered and given its
     * feedback, or the video played to its end). The host adds the LessonKey
     * and saves it (spec 02 §4 Remediation page flow upload items); a video
     * carries no answers. Sent again if the student practises it again.
     */
    z.object({
      ...base,
      type: z.literal('activityDone'),
      answer: LessonActivityAnswer.omit({ LessonKey: true }),
    }),
    /** Practice: the student pressed Go to the quiz at the end of the practice. */
    z.object({ ...base, type: z.literal('practiceDone') }),
  ]),
);
export type PlayerToHost = z.infer<typeof PlayerToHost>;

export const HostToPlayer = lazySchema(() =>
  z.discriminatedUnion('type', [
    z.object({
      ...base,
      type: z.literal('lessonData'),
      kind: z.enum(['diagnostic_test', 'custom_test', 'practice', 'quiz']),
      modules: z.array(PlayerModule),
      language: CultureCode,
      /** Practice: the finished activity keys (practice progress Activities); the player opens at the first section not done. */
      finishedActivityKeys: z.array(z.string().max(200)).max(200).optional(),
    }),
    z.object({ ...base, type: z.literal('language'), language: CultureCode }),
    /**
     * To a frame opened before its lesson was known (an address without
     * lessonId, PendingPlayerQuery): the lesson id and get-new-data flag its
     * address would have carried. The player takes them as its address and
     * starts as if opened there (issue 16: the player boots while the host
     * still waits for the test). Sent once the frame has loaded.
     */
    z.object({
      ...base,
      type: z.literal('openLesson'),
      getNewData: z.enum(['0', '1']),
    }),
    /**
     * The host's answer to submit: the player clears its saved answers on
     * success. With a quiz's `quizResult` the player shows the result (score,
     * feedback, score level); without it, its thank-you, and the host shows the result.
     */
    z.object({
      ...base,
      type: z.literal('submitResult'),
      ok: z.boolean(),
      quizResult: QuizResult.optional(),
    }),
  ]),
);
export type HostToPlayer = z.infer<typeof HostToPlayer>;

/** The player's address: /player/?lessonId=&studentId=&type=&lang=&getNewData= (spec 01 §7). */
export const PlayerQuery = lazySchema(() =>
  z.object({
    lessonId: z.string().min(1),
    studentId: z.string().min(1),
    type: z.enum(['diagnostic_test', 'homework']),
    lang: CultureCode,
    getNewData: z.enum(['0', '1']).default('0'),
  }),
);

/**
 * The address of a frame the host opens before it knows the lesson (spec 01
 * §7 without lesson id and get-new-data flag): the player boots and waits for
 * `openLesson` (issue 16).
 */
export const PendingPlayerQuery = lazySchema(() =>
  PlayerQuery.pick({ studentId: true, type: true, lang: true }),
);
