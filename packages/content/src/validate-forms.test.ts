import { describe, expect, it } from 'vitest';
import type { Question } from './schema';
import { validateForms } from './validate-forms';

const explanation = { en: 'e', zh: 'e', ru: 'e', id: 'e' };
let n = 0;

/** One question of a type, difficulty and form. */
function q(
  type: Question['type'],
  difficulty: 1 | 2 | 3,
  form?: 1 | 2 | 3,
): Question {
  const common = { key: `d${++n}`, explanation, tags: ['t'], difficulty, form };
  if (type === 'gapFill')
    return { ...common, type, text: `It [[is]] (be) number ${n}.` };
  if (type === 'match')
    return {
      ...common,
      type,
      prompt: `Match ${n}.`,
      pairs: [
        { left: 'a', right: `b${n}` },
        { left: 'c', right: 'd' },
        { left: 'e', right: 'f' },
      ],
    };
  return {
    ...common,
    type,
    prompt: `Pick ${n}.`,
    numAnswers: 1,
    options: [{ text: 'yes', correct: true }, { text: 'no' }],
  };
}

/** A whole form: 20 questions of every type, easy to hard. */
function form(f: 1 | 2 | 3): Question[] {
  const types: Question['type'][] = ['multipleSelect', 'gapFill', 'match'];
  return Array.from({ length: 20 }, (_, i) =>
    q(types[i % 3] ?? 'gapFill', ((i % 3) + 1) as 1 | 2 | 3, f),
  );
}

const problems = (diagnostic: Question[]) =>
  validateForms('modules/01-x.yaml', { diagnostic }).map(
    (p) => `${p.path}: ${p.message}`,
  );

describe('validateForms (issue 15: three disjoint 20-question forms)', () => {
  it('accepts three whole forms', () => {
    expect(problems([...form(1), ...form(2), ...form(3)])).toEqual([]);
  });

  it('leaves a bank not yet split into forms to the volume check', () => {
    expect(problems([q('gapFill', 1), q('match', 2)])).toEqual([]);
  });

  it('reports a question without a form once the bank is split', () => {
    expect(
      problems([...form(1), ...form(2), ...form(3), q('gapFill', 2)]),
    ).toEqual([
      'diagnostic.60.form: every question of a bank split into forms needs its form (1, 2 or 3)',
    ]);
  });

  it('reports a short form, a form missing a type, and a form without hard questions', () => {
    const short = form(1).slice(0, 19);
    const noMatch = form(2).map((x) =>
      x.type === 'match' ? q('gapFill', x.difficulty ?? 1, 2) : x,
    );
    const easy = form(3).map((x) =>
      x.difficulty === 3 ? { ...x, difficulty: 2 as const } : x,
    );
    expect(problems([...short, ...noMatch, ...easy])).toEqual([
      'diagnostic (form 1): has 19 questions, needs 20',
      'diagnostic (form 2): must use all three question types',
      'diagnostic (form 3): needs easy (1) and hard (3) questions',
    ]);
  });
});
