import { z } from 'zod';
import { localizedText, nonBlank, slug } from './localized';

/**
 * The three question kinds of spec 01 §1. Every question is written in
 * English; only its explanation is translated (used by the mistakes review).
 */
const base = {
  /** Unique within the module; never reused for a different question. */
  key: slug,
  /** Why the right answer is right, in one or two sentences a 9-year-old follows. */
  explanation: localizedText,
  /** Grammar points the question checks (the spec's compassTags). */
  tags: z.array(slug).min(1),
  /** 1 easy, 2 medium, 3 hard. Required in the diagnostic bank. */
  difficulty: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
  /**
   * Diagnostic bank only: which of the module's three forms the question
   * belongs to. Each form is a whole test by itself (20 questions, every
   * type, easy to hard), so a student re-tested twice meets new questions.
   */
  form: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
};

export const multipleSelectQuestion = z
  .object({
    ...base,
    type: z.literal('multipleSelect'),
    /** The sentence or question; a gap is written as ___ . */
    prompt: nonBlank,
    /** How many options are correct; must equal the options marked correct. */
    numAnswers: z.number().int().min(1),
    options: z
      .array(
        z.object({ text: nonBlank, correct: z.boolean().optional() }).strict(),
      )
      .min(3)
      .max(6),
  })
  .strict();

/**
 * Gap fill: gaps are written inline as [[answer]] or [[answer|alternative]],
 * e.g. "She [[doesn't|does not]] like milk. (not like)".
 */
export const gapFillQuestion = z
  .object({
    ...base,
    type: z.literal('gapFill'),
    text: nonBlank,
  })
  .strict();

/** Match text to text: each left item links to exactly one right item. */
export const matchQuestion = z
  .object({
    ...base,
    type: z.literal('match'),
    /** Optional English context line shown above the pairs. */
    prompt: nonBlank.optional(),
    pairs: z
      .array(z.object({ left: nonBlank, right: nonBlank }).strict())
      .min(3)
      .max(6),
  })
  .strict();

export const question = z.discriminatedUnion('type', [
  multipleSelectQuestion,
  gapFillQuestion,
  matchQuestion,
]);

export type MultipleSelectQuestion = z.infer<typeof multipleSelectQuestion>;
export type GapFillQuestion = z.infer<typeof gapFillQuestion>;
export type MatchQuestion = z.infer<typeof matchQuestion>;
export type Question = z.infer<typeof question>;
export type QuestionType = Question['type'];
