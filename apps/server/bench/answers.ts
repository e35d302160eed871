/**
 * Answers of the right shape for each question type, as the benches send
 * them (right or wrong does not matter here): one home for the diagnostic,
 * custom test, lesson and school benches.
 */
import type { CustomTest, DiagnosticTest } from '@gp/api';

export interface Question {
  questionKey: string;
  type: string;
  gapCount?: number;
  presets?: unknown[];
}

/** An answer of the right shape for the question's type. */
export const responseOf = (q: Question) =>
  q.type === 'multipleSelect'
    ? { selected: [0] }
    : q.type === 'gapFill'
      ? { answers: Array.from({ length: q.gapCount ?? 1 }, () => 'is') }
      : { links: (q.presets ?? []).map((_, k) => k) };

/** The answers of one activity's questions, each taking `durationMs`. */
export const questionAnswers = (
  questions: readonly unknown[],
  durationMs = 5000,
) =>
  questions.map((q) => ({
    QuestionKey: (q as Question).questionKey,
    Response: responseOf(q as Question),
    Duration: durationMs,
  }));

/** A whole test answered, as its save carries it. */
export const testAnswers = (
  test: DiagnosticTest | CustomTest,
  durationMs = 5000,
) =>
  test.Modules.flatMap((m) =>
    m.Activitys.map((a) => ({
      ModuleKey: m.ModuleKey,
      ActivityKey: a.Key,
      TemplateType: a.Type,
      QuestionAnswer: questionAnswers(a.Questions, durationMs),
    })),
  );
