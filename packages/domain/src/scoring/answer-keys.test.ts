import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  shownOrder,
  toActivityKey,
  toPublicActivity,
  toQuestionKey,
} from './answer-keys';
import type { StoredActivity } from './question';
import { scoreActivity } from './score-question';
import {
  explanation,
  gapFill,
  match,
  multipleSelect,
} from './scoring.testdata';

const activity: StoredActivity = {
  key: 'a1',
  questions: [multipleSelect(), multipleSelect({ key: 'q2' })],
};

describe('answer keys split from items (DESIGN.md §4 The server scores)', () => {
  it('sends no isAnswer, correct, correctAns, linked answer or explanation to the browser', () => {
    for (const a of [
      activity,
      { key: 'g', questions: [gapFill()] },
      { key: 'm', questions: [match({ prompt: 'Who?' })] },
    ]) {
      const text = JSON.stringify(toPublicActivity(a, 'seed'));
      for (const secret of [
        '"correct"',
        'isAnswer',
        'correctAns',
        'linked',
        'explanation',
        'are playing',
        "doesn't",
      ]) {
        expect(text).not.toContain(secret);
      }
    }
  });

  it('names the activity with its wire type and forced instruction', () => {
    const shown = toPublicActivity({ ...activity, title: explanation }, 's');
    expect(shown.Type).toBe('multipleSelectDt');
    expect(shown.Instruction).toBe('Choose the correct answers.');
    expect(shown.Title).toEqual(explanation);
    expect(
      toPublicActivity({ key: 'm', questions: [match()] }, 's').Instruction,
    ).toBe('Match the correct answers.');
    expect(toPublicActivity({ key: 'e', questions: [] }, 's').Type).toBe(
      'multipleSelectDt',
    );
  });

  it('shows gap-fill text with numbered gaps and keeps the hint', () => {
    const shown = toPublicActivity({ key: 'g', questions: [gapFill()] }, 's')
      .Questions[0];
    expect(shown).toMatchObject({
      type: 'gapFill',
      gapCount: 2,
      items: [
        { isGap: false, text: 'We ' },
        { isGap: true, gapIndex: 0 },
        { isGap: false, text: ' (play) and she ' },
        { isGap: true, gapIndex: 1 },
        { isGap: false, text: ' (not) care.' },
      ],
    });
    expect(toQuestionKey(gapFill(), 's')).toEqual({
      type: 'gapFill',
      questionKey: 'q-gf',
      gaps: [
        ['are playing', "'re playing"],
        ["doesn't", 'does not'],
      ],
    });
  });

  it('shuffles the same way for the same seed, so the key can be re-derived', () => {
    expect(toPublicActivity(activity, 'x')).toEqual(
      toPublicActivity(activity, 'x'),
    );
    expect(toActivityKey(activity, 'x')).toEqual(toActivityKey(activity, 'x'));
  });

  it('never shows match answers in the stored order', () => {
    fc.assert(
      fc.property(fc.string(), (seed) => {
        const order = shownOrder(match(), seed);
        expect(order).not.toEqual([0, 1, 2]);
        expect([...order].sort()).toEqual([0, 1, 2]);
      }),
    );
    expect(
      shownOrder(match({ pairs: [{ left: 'a', right: 'b' }] }), 's'),
    ).toEqual([0]);
    expect(shownOrder(gapFill(), 's')).toEqual([]);
  });

  it('gives full marks to a student who picks what the key says, for any seed', () => {
    fc.assert(
      fc.property(fc.string(), (seed) => {
        const stored: StoredActivity[] = [
          {
            key: 'ms',
            questions: [
              multipleSelect({
                numAnswers: 2,
                options: [
                  { text: 'a', correct: true },
                  { text: 'b' },
                  { text: 'c', correct: true },
                  { text: 'd' },
                ],
              }),
            ],
          },
          { key: 'm', questions: [match()] },
        ];
        for (const a of stored) {
          const shown = toPublicActivity(a, seed);
          const key = toActivityKey(a, seed);
          const q = shown.Questions[0];
          const k = key.questions[0];
          if (q?.type === 'multipleSelect' && k?.type === 'multipleSelect') {
            const picked = q.options.flatMap((o, i) =>
              o.text === 'a' || o.text === 'c' ? [i] : [],
            );
            expect(
              scoreActivity(key, { [k.questionKey]: { selected: picked } })
                .score,
            ).toBe(2);
          }
          if (q?.type === 'match' && k?.type === 'match') {
            const pairs = match().pairs;
            const links = q.presets.map((p) =>
              q.answers.findIndex((ans) =>
                pairs.some(
                  (pair) => pair.left === p.text && pair.right === ans.text,
                ),
              ),
            );
            expect(
              scoreActivity(key, { [k.questionKey]: { links } }).score,
            ).toBe(3);
          }
        }
      }),
    );
  });
});
