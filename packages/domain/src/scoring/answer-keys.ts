import { createRandom, shuffle } from '../common/prng';
import { gapAnswers, parseGapText } from './gaps';
import { instructionText } from './instructions';
import {
  ACTIVITY_WIRE_TYPE,
  type ActivityWireType,
  type LocalizedText,
  type Question,
  type StoredActivity,
} from './question';
import type { GapFillKey } from './score-gap-fill';
import type { MatchKey } from './score-match';
import type { MultipleSelectKey } from './score-multiple-select';

// DESIGN.md §4 The server scores: tests and quizzes reach the browser without
// isAnswer, correctAns or linked answers; the key stays on the server.

export interface PublicMultipleSelectQuestion {
  type: 'multipleSelect';
  questionKey: string;
  prompt: string;
  numAnswers: number;
  /** In the order shown (shuffled for the seed). */
  options: { text: string }[];
  compassTags: string[];
}

export type PublicGapItem =
  { isGap: false; text: string } | { isGap: true; gapIndex: number };

export interface PublicGapFillQuestion {
  type: 'gapFill';
  questionKey: string;
  items: PublicGapItem[];
  gapCount: number;
  compassTags: string[];
}

export interface PublicMatchQuestion {
  type: 'match';
  questionKey: string;
  prompt?: string;
  /** Left items, in the stored order. */
  presets: { text: string }[];
  /** Right items, in the order shown (shuffled for the seed). */
  answers: { text: string }[];
  compassTags: string[];
}

export type PublicQuestion =
  PublicMultipleSelectQuestion | PublicGapFillQuestion | PublicMatchQuestion;

/** An activity as the player receives it for a test or a quiz. */
export interface PublicActivity {
  Key: string;
  Type: ActivityWireType;
  Title?: LocalizedText;
  /** The forced instruction text for the activity's question type. */
  Instruction: string;
  Questions: PublicQuestion[];
}

export type QuestionKey = MultipleSelectKey | GapFillKey | MatchKey;

/** What the server keeps to score one activity delivered with a seed. */
export interface ActivityKey {
  activityKey: string;
  questions: QuestionKey[];
}

/**
 * The display order of a question's options (multiple select) or answers
 * (match) for a seed: shownOrder[i] is the stored index shown at place i.
 * A match never shows the identity order, which would give the answers away.
 */
export function shownOrder(question: Question, seed: string): number[] {
  const size =
    question.type === 'multipleSelect'
      ? question.options.length
      : question.type === 'match'
        ? question.pairs.length
        : 0;
  const indexes = Array.from({ length: size }, (_, i) => i);
  const order = shuffle(indexes, createRandom(`${seed}:${question.key}`));
  if (question.type === 'match' && size > 1 && order.every((v, i) => v === i)) {
    return [...order.slice(1), order[0] as number];
  }
  return order;
}

export function toPublicQuestion(
  question: Question,
  seed: string,
): PublicQuestion {
  const compassTags = [...question.tags];
  switch (question.type) {
    case 'multipleSelect': {
      const order = shownOrder(question, seed);
      return {
        type: 'multipleSelect',
        questionKey: question.key,
        prompt: question.prompt,
        numAnswers: question.numAnswers,
        options: order.map((i) => ({ text: question.options[i]?.text ?? '' })),
        compassTags,
      };
    }
    case 'gapFill': {
      let gapIndex = 0;
      const items = parseGapText(question.text).map((part): PublicGapItem =>
        part.kind === 'text'
          ? { isGap: false, text: part.text }
          : { isGap: true, gapIndex: gapIndex++ },
      );
      return {
        type: 'gapFill',
        questionKey: question.key,
        items,
        gapCount: gapIndex,
        compassTags,
      };
    }
    case 'match': {
      const order = shownOrder(question, seed);
      return {
        type: 'match',
        questionKey: question.key,
        ...(question.prompt === undefined ? {} : { prompt: question.prompt }),
        presets: question.pairs.map((p) => ({ text: p.left })),
        answers: order.map((i) => ({ text: question.pairs[i]?.right ?? '' })),
        compassTags,
      };
    }
  }
}

export function toQuestionKey(question: Question, seed: string): QuestionKey {
  switch (question.type) {
    case 'multipleSelect': {
      const order = shownOrder(question, seed);
      return {
        type: 'multipleSelect',
        questionKey: question.key,
        numAnswers: question.numAnswers,
        optionCount: question.options.length,
        correct: order.flatMap((stored, shown) =>
          question.options[stored]?.correct === true ? [shown] : [],
        ),
      };
    }
    case 'gapFill':
      return {
        type: 'gapFill',
        questionKey: question.key,
        gaps: gapAnswers(question.text),
      };
    case 'match': {
      const order = shownOrder(question, seed);
      return {
        type: 'match',
        questionKey: question.key,
        answers: question.pairs.map((_, i) => order.indexOf(i)),
      };
    }
  }
}

/** What the browser may see of a stored activity during a test or quiz. */
export function toPublicActivity(
  activity: StoredActivity,
  seed: string,
): PublicActivity {
  // An activity holds questions of one type (content rule); the first one names it.
  const type = activity.questions[0]?.type ?? 'multipleSelect';
  return {
    Key: activity.key,
    Type: ACTIVITY_WIRE_TYPE[type],
    ...(activity.title === undefined ? {} : { Title: activity.title }),
    Instruction: instructionText(type),
    Questions: activity.questions.map((q) => toPublicQuestion(q, seed)),
  };
}

/** The scoring key of a stored activity delivered with the same seed. */
export function toActivityKey(
  activity: StoredActivity,
  seed: string,
): ActivityKey {
  return {
    activityKey: activity.key,
    questions: activity.questions.map((q) => toQuestionKey(q, seed)),
  };
}
