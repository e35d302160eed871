import type { ContentProblem } from './load';
import type { CourseModule } from './schema';

/** Issue 15: a grown bank is three disjoint forms of this many questions each. */
export const QUESTIONS_PER_FORM = 20;
export const FORMS = [1, 2, 3] as const;

/**
 * A test that can be re-taken honestly (issue 15): once a module's
 * diagnostic bank is split into forms, every question belongs to one, and
 * each form is a whole test by itself: at least 20 questions, all three
 * question types, and easy as well as hard ones. A bank not yet split is
 * left to the volume check.
 */
export function validateForms(
  file: string,
  m: Pick<CourseModule, 'diagnostic'>,
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const report = (path: string, message: string) =>
    problems.push({ file, path, message });
  if (!m.diagnostic.some((q) => q.form !== undefined)) return problems;

  m.diagnostic.forEach((q, i) => {
    if (q.form === undefined)
      report(
        `diagnostic.${i}.form`,
        'every question of a bank split into forms needs its form (1, 2 or 3)',
      );
  });
  for (const form of FORMS) {
    const questions = m.diagnostic.filter((q) => q.form === form);
    const at = `diagnostic (form ${form})`;
    if (questions.length < QUESTIONS_PER_FORM)
      report(
        at,
        `has ${questions.length} questions, needs ${QUESTIONS_PER_FORM}`,
      );
    const types = new Set(questions.map((q) => q.type));
    if (types.size < 3) report(at, 'must use all three question types');
    const levels = new Set(questions.map((q) => q.difficulty));
    if (!levels.has(1) || !levels.has(3))
      report(at, 'needs easy (1) and hard (3) questions');
  }
  return problems;
}
