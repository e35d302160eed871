import { describe, expect, it } from 'vitest';
import type { DiagnosticTestSubmission } from '@gp/api';
import type { ComposedModule, Question } from '@gp/domain';
import { scoreSubmission } from './score-submission';

const text = { en: 'x', zh: '例', ru: 'х', id: 'x' };
const gap = (key: string, gapText: string): Question => ({
  type: 'gapFill',
  key,
  text: gapText,
  explanation: text,
  tags: [],
});
const composition: ComposedModule[] = [
  {
    moduleKey: 'm1',
    questionKeys: ['g1', 'g2', 'g3'],
    repeatedCount: 0,
    activities: [{ key: 'a1', type: 'gapFill', questionKeys: ['g1', 'g2'] }],
  },
  {
    moduleKey: 'm2',
    questionKeys: ['g3'],
    repeatedCount: 0,
    activities: [{ key: 'a2', type: 'gapFill', questionKeys: ['g3'] }],
  },
];
const questions = new Map<string, Question>([
  ['m1.g1', gap('g1', 'She [[doesn’t|does not]] like milk.')],
  ['m1.g2', gap('g2', 'They [[are]] at home and we [[are]] too.')],
  ['m2.g3', gap('g3', 'He [[is]] tall.')],
]);

const submit = (
  answers: DiagnosticTestSubmission['StudentModuleActivityAnswer'],
): DiagnosticTestSubmission => ({
  DiagnosticTestKey: 'dt-1',
  StudentId: 's-1',
  IdempotencyKey: 'k-1',
  StudentModuleActivityAnswer: answers,
});

describe('scoreSubmission (DESIGN.md §4 The server scores)', () => {
  it('scores each question with the domain, keeps unanswered ones at 0 and totals each module', () => {
    const { answers, totals } = scoreSubmission(
      composition,
      questions,
      'seed',
      submit([
        {
          ModuleKey: 'm1',
          ActivityKey: 'a1',
          TemplateType: 'gapFillDt',
          QuestionAnswer: [
            // spec 01 §5: lower case and trimmed; issue 3: alternatives count.
            { QuestionKey: 'g1', Response: { answers: [' Does not '] } },
            {
              QuestionKey: 'g2',
              Response: { answers: ['are', 'is'] },
              Duration: 3999.6,
            },
          ],
        },
      ]),
    );
    expect(answers.map((a) => [a.questionKey, a.score, a.totalScore])).toEqual([
      ['g1', 1, 1],
      ['g2', 1, 2],
      ['g3', 0, 1],
    ]);
    expect(answers[1]?.durationMs).toBe(4000);
    expect(answers[2]).toMatchObject({ response: null, durationMs: null });
    expect([...totals]).toEqual([
      ['m1', { score: 2, total: 3 }],
      ['m2', { score: 0, total: 1 }],
    ]);
  });

  it.each([
    [
      'an activity of another test',
      { ActivityKey: 'zz' },
      'body.StudentModuleActivityAnswer.0.ActivityKey',
    ],
    [
      'the wrong activity type',
      { TemplateType: 'matchTextToText' as const },
      'body.StudentModuleActivityAnswer.0.TemplateType',
    ],
    [
      'a question of another activity',
      {
        QuestionAnswer: [{ QuestionKey: 'g3', Response: { answers: ['is'] } }],
      },
      'body.StudentModuleActivityAnswer.0.QuestionAnswer.0.QuestionKey',
    ],
    [
      'a question answered twice',
      {
        QuestionAnswer: [
          { QuestionKey: 'g1', Response: { answers: ['x'] } },
          { QuestionKey: 'g1', Response: { answers: ['y'] } },
        ],
      },
      'body.StudentModuleActivityAnswer.0.QuestionAnswer.1.QuestionKey',
    ],
    [
      'a response of the wrong shape',
      {
        QuestionAnswer: [{ QuestionKey: 'g2', Response: { answers: ['are'] } }],
      },
      'body.StudentModuleActivityAnswer.0.QuestionAnswer.0.Response',
    ],
  ])(
    'refuses %s as invalid input naming the field (a 400)',
    (_, change, field) => {
      const body = submit([
        {
          ModuleKey: 'm1',
          ActivityKey: 'a1',
          TemplateType: 'gapFillDt',
          QuestionAnswer: [],
          ...change,
        },
      ]);
      expect(() =>
        scoreSubmission(composition, questions, 'seed', body),
      ).toThrow(expect.objectContaining({ name: 'InvalidInput', field }));
    },
  );
});
