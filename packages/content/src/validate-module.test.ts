import { describe, expect, it } from 'vitest';
import type { CourseModule, LocalizedText, Question } from './schema';
import { courseModule } from './schema';
import { validateModule } from './validate-module';

const L = (en: string): LocalizedText => ({
  en,
  zh: `${en}（中文）`,
  ru: `${en} (по-русски)`,
  id: `${en} (id)`,
});
let n = 0;
const ms = (
  over: Partial<Extract<Question, { type: 'multipleSelect' }>> = {},
): Question => ({
  key: `ms-${++n}`,
  type: 'multipleSelect',
  prompt: `She ___ happy number ${n}.`,
  numAnswers: 1,
  options: [{ text: 'is', correct: true }, { text: 'are' }, { text: 'am' }],
  explanation: L('She goes with is.'),
  tags: ['be'],
  difficulty: 1,
  ...over,
});
const gap = (text: string): Question => ({
  key: `g-${++n}`,
  type: 'gapFill',
  text,
  explanation: L('x'),
  tags: ['t'],
  difficulty: 2,
});
const match = (pairs: [string, string][]): Question => ({
  key: `m-${++n}`,
  type: 'match',
  pairs: pairs.map(([left, right]) => ({ left, right })),
  explanation: L('x'),
  tags: ['t'],
  difficulty: 3,
});

/** A module that passes every check: 4 lessons of 9 practice and 5 quiz questions, 25 bank items. */
function goodModule(): CourseModule {
  const practice = (l: number) => [
    { key: `l${l}-p1`, questions: Array.from({ length: 7 }, () => ms()) },
    { key: `l${l}-p2`, questions: [gap(`I [[am|'m]] (be) ${++n} years old.`)] },
    {
      key: `l${l}-p3`,
      questions: [
        match([
          ['I', `am ${++n}`],
          ['He', 'is'],
          ['They', 'are'],
        ]),
      ],
    },
  ];
  return {
    key: 'verb-to-be',
    name: L('The verb to be'),
    description: L('am, is, are'),
    sample: ['I am nine.', 'She is my sister.'],
    difficulty: 1,
    lessons: [1, 2, 3, 4].map((l) => ({
      key: `l${l}`,
      name: L(`Lesson ${l}`),
      description: L('d'),
      explainer: {
        slides: [
          { title: L('Rule'), body: L('We use am with I.') },
          { title: L('Examples'), body: L('Look.'), examples: ['I am ten.'] },
          {
            title: L('Mistake'),
            body: L('Do not forget be.'),
            wrong: 'She happy.',
            right: 'She is happy.',
          },
        ],
      },
      practice: practice(l),
      quiz: [
        {
          key: `l${l}-quiz1`,
          questions: Array.from({ length: 5 }, () => ms()),
        },
      ],
    })),
    diagnostic: [
      ...Array.from({ length: 23 }, () => ms()),
      gap(`They [[are|'re]] (be) friends ${++n}.`),
      match([
        ['I', 'am'],
        ['She', `is ${++n}`],
        ['We', 'are'],
      ]),
    ],
  };
}

const problemsOf = (m: CourseModule) =>
  validateModule('modules/03-verb-to-be.yaml', m).map(
    (p) => `${p.path}: ${p.message}`,
  );

describe('validateModule (issue 4 quality rules)', () => {
  it('accepts a well-formed module, which also satisfies the schema', () => {
    const m = goodModule();
    expect(courseModule.safeParse(m).success).toBe(true);
    expect(problemsOf(m)).toEqual([]);
  });

  it('reports a numAnswers that differs from the options marked correct', () => {
    const m = goodModule();
    m.diagnostic[0] = ms({ numAnswers: 2 });
    expect(problemsOf(m)).toEqual([
      'diagnostic.0.numAnswers: numAnswers is 2 but 1 options are marked correct',
    ]);
  });

  it('reports duplicate options, ignoring case and spaces', () => {
    const m = goodModule();
    m.diagnostic[0] = ms({
      options: [
        { text: 'is', correct: true },
        { text: ' IS ' },
        { text: 'am' },
      ],
    });
    expect(problemsOf(m)).toEqual([
      'diagnostic.0.options.1: duplicate option " IS ": same as options.0 apart from case, spaces or punctuation',
    ]);
  });

  it('reports options that differ only by punctuation or quote marks', () => {
    const m = goodModule();
    m.diagnostic[0] = ms({
      options: [
        { text: 'Yes, I am.', correct: true },
        { text: 'yes I am' },
        { text: '“No,” I said.' },
        { text: '"No" I said' },
      ],
    });
    expect(problemsOf(m)).toEqual([
      'diagnostic.0.options.1: duplicate option "yes I am": same as options.0 apart from case, spaces or punctuation',
      'diagnostic.0.options.3: duplicate option ""No" I said": same as options.2 apart from case, spaces or punctuation',
    ]);
  });

  it("keeps options apart that differ by an apostrophe (its / it's, boy's / boys')", () => {
    const m = goodModule();
    m.diagnostic[0] = ms({
      options: [
        { text: "it's", correct: true },
        { text: 'its' },
        { text: "boy's" },
        { text: "boys'" },
      ],
    });
    expect(problemsOf(m)).toEqual([]);
  });

  it('reports a gap fill without a gap, with an empty alternative, or with a stray bracket', () => {
    const m = goodModule();
    m.diagnostic[0] = gap('No gap here.');
    m.diagnostic[1] = gap('A [[b|]] c.');
    m.diagnostic[2] = gap('D [[b]] e ]].');
    expect(problemsOf(m)).toEqual([
      'diagnostic.0.text: has no gap: write the answer as [[answer]]',
      'diagnostic.1.text: a gap lists an empty alternative',
      'diagnostic.2.text: has an unbalanced [[ or ]]',
    ]);
  });

  it('reports a match that is not one-to-one', () => {
    const m = goodModule();
    m.diagnostic[0] = match([
      ['I', 'am'],
      ['You', 'are'],
      ['We', 'are'],
    ]);
    expect(problemsOf(m)).toEqual([
      'diagnostic.0.pairs: two pairs share a right item: the mapping must be one-to-one',
    ]);
  });

  it('reports a question repeated within the module and a reused key', () => {
    const m = goodModule();
    const first = m.lessons[0]!.quiz[0]!.questions[0]!;
    m.diagnostic[0] = { ...first, key: 'fresh' };
    m.diagnostic[1] = { ...(m.diagnostic[1] as Question), key: first.key };
    const problems = problemsOf(m);
    expect(problems).toContain(
      'diagnostic.0: repeats the question at lessons.0.quiz.0.questions.0',
    );
    expect(problems).toContain(
      `diagnostic.1.key: question key "${first.key}" is also used at lessons.0.quiz.0.questions.0`,
    );
  });

  it('reports a near copy: other case, punctuation, quotes, spacing or option order', () => {
    const m = goodModule();
    m.diagnostic[0] = ms({
      prompt: 'Tom said, "I\'m ___ tired."',
      options: [
        { text: 'very', correct: true },
        { text: 'much' },
        { text: 'a lot' },
      ],
    });
    m.diagnostic[1] = ms({
      prompt: 'tom said  “I’m ___ tired”',
      options: [
        { text: 'a lot' },
        { text: 'very.', correct: true },
        { text: 'much' },
      ],
    });
    m.diagnostic[2] = gap('Tom said, "I\'m [[very]] tired."');
    m.diagnostic[3] = gap('Tom said: “I’m [[so|very]] tired!”');
    expect(problemsOf(m)).toEqual([
      'diagnostic.1: repeats the question at diagnostic.0',
      'diagnostic.3: repeats the question at diagnostic.2',
    ]);
  });

  it('reports a zh or ru text left in English, with its path', () => {
    const m = goodModule();
    m.lessons[2]!.explainer.slides[0]!.title.zh = 'Rule';
    m.diagnostic[4]!.explanation.ru = 'She goes with is.';
    expect(problemsOf(m)).toEqual([
      'lessons.2.explainer.slides.0.title.zh: zh text has no Chinese characters: translate it',
      'diagnostic.4.explanation.ru: ru text has no Cyrillic letters: translate it',
    ]);
  });

  it('reports short practice and quizzes, practice without all three types, and no mistake slide', () => {
    const m = goodModule();
    const lesson = m.lessons[1]!;
    lesson.practice = [lesson.practice[0]!];
    lesson.quiz[0]!.questions = lesson.quiz[0]!.questions.slice(0, 4);
    lesson.explainer.slides = lesson.explainer.slides.slice(0, 2);
    expect(problemsOf(m)).toEqual([
      'lessons.1.explainer.slides: needs a common-mistake slide (wrong and right)',
      'lessons.1.practice: has 7 questions, needs 8',
      'lessons.1.practice: must mix all three question types (multipleSelect, gapFill, match)',
      'lessons.1.quiz: has 4 questions, needs 5',
    ]);
  });

  it('reports an activity mixing question types and a bank item without difficulty', () => {
    const m = goodModule();
    m.lessons[0]!.practice[0]!.questions.push(gap(`Mixed [[in]] ${++n}.`));
    const { difficulty: _, ...noLevel } = m.diagnostic[3] as Extract<
      Question,
      { type: 'multipleSelect' }
    >;
    m.diagnostic[3] = noLevel;
    expect(problemsOf(m)).toEqual([
      'lessons.0.practice.0: an activity holds questions of one type only',
      'diagnostic.3.difficulty: diagnostic questions need a difficulty 1 to 3',
    ]);
  });

  it('refuses a text missing one of the four languages at the schema level', () => {
    const m = goodModule() as unknown as { name: Partial<LocalizedText> };
    delete m.name.ru;
    const r = courseModule.safeParse(m);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual(['name', 'ru']);
  });
});
