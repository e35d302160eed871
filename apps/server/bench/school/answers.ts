import type { CustomTest, DiagnosticTest } from '@gp/api';

export interface Question {
  questionKey: string;
  type: string;
  gapCount?: number;
  presets?: unknown[];
}

/** An answer of the right shape for each question type (right or wrong does not matter here). */
export const responseOf = (q: Question) =>
  q.type === 'multipleSelect'
    ? { selected: [0] }
    : q.type === 'gapFill'
      ? { answers: Array.from({ length: q.gapCount ?? 1 }, () => 'is') }
      : { links: (q.presets ?? []).map((_, k) => k) };

/** A whole test answered, as its save carries it. */
export const testAnswers = (test: DiagnosticTest | CustomTest) =>
  test.Modules.flatMap((m) =>
    m.Activitys.map((a) => ({
      ModuleKey: m.ModuleKey,
      ActivityKey: a.Key,
      TemplateType: a.Type,
      QuestionAnswer: a.Questions.map((q) => ({
        QuestionKey: q.questionKey,
        Response: responseOf(q as Question),
        Duration: 5000,
      })),
    })),
  );
