import { z } from 'zod';
import { lazySchema, type CultureCode } from '@gp/api';
import {
  contentLanguage,
  type LocalizedText,
  type QuestionReview,
} from '@gp/domain';

// packages/api types a reviewed question's Review as a plain record (the server builds it
// with domain toQuestionReview); it is validated here against that domain type until the
// contract carries the schema (request in /work/notes/requests-for-server.md). Built on
// first use, as the contract's schemas are (issue 16).
const ReviewSchema = lazySchema(() => {
  const localized = z.object({
    en: z.string(),
    zh: z.string(),
    ru: z.string(),
    id: z.string(),
  });
  const base = {
    questionKey: z.string(),
    score: z.number(),
    totalScore: z.number(),
    explanation: localized,
  };
  return z.discriminatedUnion('type', [
    z.object({
      ...base,
      type: z.literal('multipleSelect'),
      question: z.string(),
      options: z.array(
        z.object({
          text: z.string(),
          selected: z.boolean(),
          isAnswer: z.boolean(),
        }),
      ),
      selectedOptionIndexs: z.array(z.number()),
    }),
    z.object({
      ...base,
      type: z.literal('gapFill'),
      items: z.array(
        z.union([
          z.object({ isGap: z.literal(false), text: z.string() }),
          z.object({
            isGap: z.literal(true),
            inputValue: z.string(),
            correctAns: z.string(),
            isCorrect: z.boolean(),
          }),
        ]),
      ),
    }),
    z.object({
      ...base,
      type: z.literal('match'),
      question: z.string().optional(),
      presets: z.array(
        z.object({
          presetText: z.string(),
          linkedResponseIdx: z.number().nullable(),
          linkedResponseText: z.string(),
          correctAnswerIdx: z.number(),
        }),
      ),
      answers: z.array(z.string()),
    }),
  ]);
});

// The schema and the domain type must stay the same shape.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const reviewMatchesDomain: Same<
  z.infer<typeof ReviewSchema>,
  QuestionReview
> = true;

/** A reviewed question as the server sent it, or null when it is not one (skipped with a warning). */
export function readQuestionReview(value: unknown): QuestionReview | null {
  const parsed = ReviewSchema.safeParse(value);
  if (!parsed.success) {
    console.warn('A reviewed question was skipped: it is not a review.');
    return null;
  }
  return parsed.data as QuestionReview;
}

/** The explanation in the interface language, English when that one is empty. */
export function explanationIn(
  text: LocalizedText,
  language: CultureCode,
): string {
  return text[contentLanguage(language)].trim() || text.en;
}

/** A question the student missed points on (spec 02 §3 Mistake items). */
export function isMistake(review: QuestionReview): boolean {
  return review.score < review.totalScore;
}
