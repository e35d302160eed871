import type { InterfaceLanguage } from '@gp/domain';
import { en } from './texts-en';
import { id } from './texts-id';
import { ru } from './texts-ru';
import { zh } from './texts-zh';

/**
 * Every string of the study report page (issue 13), in the four interface
 * languages. `{name}` placeholders are filled by fill(). Wording is
 * encouraging and about this student only; Russian avoids gendered forms.
 */
export interface ReportTexts {
  pageTitle: string;
  heading: string;
  forMonth: string;
  soFar: string;
  print: string;
  otherLanguage: string;
  timeHeading: string;
  activeMinutes: string;
  daysActive: string;
  previousLine: string;
  trend: { unknown: string; up: string; down: string; equal: string };
  doneHeading: string;
  lessonsDone: string;
  quizzesDone: string;
  practiceDone: string;
  testsTaken: string;
  dailyTitle: string;
  dailyDescription: string;
  dayColumn: string;
  minutesColumn: string;
  compareTitle: string;
  compareDescription: string;
  measureColumn: string;
  passedHeading: string;
  passedNone: string;
  scoresTitle: string;
  scoresDescription: string;
  moduleColumn: string;
  beforeColumn: string;
  afterColumn: string;
  changeColumn: string;
  noEarlierScore: string;
  arrow: { unknown: string; up: string; down: string; equal: string };
  passMark: string;
  attentionHeading: string;
  attentionIntro: string;
  attentionNone: string;
  latestScore: string;
  missedTimes: string;
  planHeading: string;
  planIntro: string;
  planNone: string;
  step: { study: string; retest: string; newTest: string };
  advisorHeading: string;
  advisor: {
    restart: string;
    attention: string;
    celebrate: string;
    nextTest: string;
  };
  privateNote: string;
  notFoundTitle: string;
  notFound: string;
}

export const REPORT_TEXTS: Readonly<Record<InterfaceLanguage, ReportTexts>> = {
  'en-US': en,
  'zh-CN': zh,
  'ru-RU': ru,
  'id-ID': id,
};

/** Fills `{name}` placeholders. */
export function fill(
  text: string,
  values: Record<string, string | number>,
): string {
  return text.replace(/\{(\w+)\}/g, (m, k: string) =>
    k in values ? String(values[k]) : m,
  );
}
