import { toPublicQuestion, toQuestionKey } from './answer-keys';
import type { LocalizedText, Question } from './question';
import type { GapFillResponse } from './score-gap-fill';
import { isGapAnswerCorrect } from './score-gap-fill';
import type { MatchResponse } from './score-match';
import type { MultipleSelectResponse } from './score-multiple-select';
import {
  questionTotal,
  scoreQuestion,
  type QuestionResponse,
} from './score-question';

// spec 02 §3 Mistake items: after submission the keys may be shown (DESIGN.md §4).

/** spec 02 §3: a gap left empty shows as 'not answered'. */
export const NOT_ANSWERED = 'not answered';

interface ReviewBase {
  questionKey: string;
  score: number;
  totalScore: number;
  explanation: LocalizedText;
}

export interface MultipleSelectReview extends ReviewBase {
  type: 'multipleSelect';
  question: string;
  options: { text: string; selected: boolean; isAnswer: boolean }[];
  selectedOptionIndexs: number[];
}

export interface GapFillReview extends ReviewBase {
  type: 'gapFill';
  items: (
    | { isGap: false; text: string }
    | {
        isGap: true;
        inputValue: string;
        correctAns: string;
        isCorrect: boolean;
      }
  )[];
}

export interface MatchReview extends ReviewBase {
  type: 'match';
  question?: string;
  presets: {
    presetText: string;
    linkedResponseIdx: number | null;
    linkedResponseText: string;
    correctAnswerIdx: number;
  }[];
  answers: string[];
}

export type QuestionReview = MultipleSelectReview | GapFillReview | MatchReview;

/** A question with the student's response and the key, for the mistakes view. */
export function toQuestionReview(
  question: Question,
  response: QuestionResponse | undefined,
  seed: string,
): QuestionReview {
  const key = toQuestionKey(question, seed);
  const result = response === undefined ? null : scoreQuestion(response, key);
  const answered = result !== null && result.type === 'points';
  const base = {
    questionKey: question.key,
    score: answered ? result.score : 0,
    totalScore: questionTotal(key),
    explanation: question.explanation,
  };
  const shown = toPublicQuestion(question, seed);
  if (shown.type === 'multipleSelect' && key.type === 'multipleSelect') {
    const selected = answered
      ? (response as MultipleSelectResponse).selected
      : [];
    return {
      ...base,
      type: 'multipleSelect',
      question: shown.prompt,
      options: shown.options.map((o, i) => ({
        text: o.text,
        selected: selected.includes(i),
        isAnswer: key.correct.includes(i),
      })),
      selectedOptionIndexs: [...selected],
    };
  }
  if (shown.type === 'gapFill' && key.type === 'gapFill') {
    const inputs = answered ? (response as GapFillResponse).answers : [];
    return {
      ...base,
      type: 'gapFill',
      items: shown.items.map((item) => {
        if (!item.isGap) return item;
        const accepted = key.gaps[item.gapIndex] ?? [];
        const input = inputs[item.gapIndex] ?? null;
        const blank = input === null || input.trim() === '';
        return {
          isGap: true as const,
          inputValue: blank ? NOT_ANSWERED : input,
          correctAns: accepted[0] ?? '',
          isCorrect: isGapAnswerCorrect(input, accepted),
        };
      }),
    };
  }
  const match = shown.type === 'match' ? shown : null;
  const answers = match?.answers.map((a) => a.text) ?? [];
  const links = answered ? (response as MatchResponse).links : [];
  const correct = key.type === 'match' ? key.answers : [];
  return {
    ...base,
    type: 'match',
    ...(match?.prompt === undefined ? {} : { question: match.prompt }),
    presets: (match?.presets ?? []).map((p, i) => {
      const linked = links[i] ?? null;
      return {
        presetText: p.text,
        linkedResponseIdx: linked,
        linkedResponseText: linked === null ? '' : (answers[linked] ?? ''),
        correctAnswerIdx: correct[i] ?? -1,
      };
    }),
    answers,
  };
}

/** spec 02 §4: custom-test mistakes load only when the score differs from the total. */
export function hasMistakes(score: number, totalScore: number): boolean {
  return score !== totalScore;
}
