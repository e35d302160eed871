/**
 * Questions as the course stores them (packages/content writes them in YAML).
 * Every question is in English; only the explanation is translated.
 */

/** A text in the four interface languages. */
export interface LocalizedText {
  en: string;
  zh: string;
  ru: string;
  id: string;
}

/** spec 01 §1: multiple select, gap fill, match text to text. */
export type QuestionType = 'multipleSelect' | 'gapFill' | 'match';

/** 1 easy, 2 medium, 3 hard (diagnostic bank). */
export type QuestionDifficulty = 1 | 2 | 3;

interface QuestionBase {
  /** Unique within its module. */
  key: string;
  explanation: LocalizedText;
  /** Grammar points checked: the spec's compassTags. */
  tags: string[];
  difficulty?: QuestionDifficulty;
}

export interface MultipleSelectQuestion extends QuestionBase {
  type: 'multipleSelect';
  /** A gap in the prompt is written `___`. */
  prompt: string;
  /** How many options are correct. */
  numAnswers: number;
  options: { text: string; correct?: boolean }[];
}

export interface GapFillQuestion extends QuestionBase {
  type: 'gapFill';
  /** Gaps written inline: `She [[doesn't|does not]] like milk.` */
  text: string;
}

export interface MatchQuestion extends QuestionBase {
  type: 'match';
  prompt?: string;
  /** Each left item has exactly one right item that fits. */
  pairs: { left: string; right: string }[];
}

export type Question = MultipleSelectQuestion | GapFillQuestion | MatchQuestion;

/** A group of questions of one type, shown together by the player. */
export interface StoredActivity {
  key: string;
  title?: LocalizedText;
  questions: Question[];
}

/** spec 01 §3: the activity Type names on the wire. */
export type ActivityWireType =
  'multipleSelectDt' | 'gapFillDt' | 'matchTextToText';

export const ACTIVITY_WIRE_TYPE: Readonly<
  Record<QuestionType, ActivityWireType>
> = {
  multipleSelect: 'multipleSelectDt',
  gapFill: 'gapFillDt',
  match: 'matchTextToText',
};

/** The question type of a wire activity Type, or null for an unknown Type. */
export function questionTypeOfWireType(type: string): QuestionType | null {
  const entry = Object.entries(ACTIVITY_WIRE_TYPE).find(
    ([, wire]) => wire === type,
  );
  return entry ? (entry[0] as QuestionType) : null;
}
