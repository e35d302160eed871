import { describe, expect, it } from 'vitest';
import { toQuestionKey } from './answer-keys';
import { hasMistakes, NOT_ANSWERED, toQuestionReview } from './review-question';
import { gapFill, match, multipleSelect } from './scoring.testdata';

describe('mistakes review (spec 02 §3 Mistake items)', () => {
  it('shows selected options and the answers of a multiple-select question', () => {
    const q = multipleSelect();
    const key = toQuestionKey(q, 's');
    if (key.type !== 'multipleSelect') throw new Error('type');
    const wrong = [0, 1, 2].find((i) => !key.correct.includes(i))!;
    const review = toQuestionReview(q, { selected: [wrong] }, 's');
    expect(review).toMatchObject({
      type: 'multipleSelect',
      score: 0,
      totalScore: 1,
      selectedOptionIndexs: [wrong],
    });
    if (review.type !== 'multipleSelect') throw new Error('type');
    expect(review.options.filter((o) => o.isAnswer).map((o) => o.text)).toEqual(
      ['is sleeping'],
    );
    expect(review.options[wrong]?.selected).toBe(true);
  });

  it("shows 'not answered' for an empty gap and the first listed answer", () => {
    const review = toQuestionReview(
      gapFill(),
      { answers: ['', 'Does not'] },
      's',
    );
    if (review.type !== 'gapFill') throw new Error('type');
    expect(review.score).toBe(1);
    expect(review.items.filter((i) => i.isGap)).toEqual([
      {
        isGap: true,
        inputValue: NOT_ANSWERED,
        correctAns: 'are playing',
        isCorrect: false,
      },
      {
        isGap: true,
        inputValue: 'Does not',
        correctAns: "doesn't",
        isCorrect: true,
      },
    ]);
  });

  it('shows linked and correct answers of a match question, unanswered as unlinked', () => {
    const review = toQuestionReview(match({ prompt: 'Match' }), undefined, 's');
    if (review.type !== 'match') throw new Error('type');
    expect(review.question).toBe('Match');
    expect(review.score).toBe(0);
    expect(review.presets.map((p) => p.linkedResponseIdx)).toEqual([
      null,
      null,
      null,
    ]);
    for (const p of review.presets) {
      const right = match().pairs.find(
        (pair) => pair.left === p.presetText,
      )?.right;
      expect(review.answers[p.correctAnswerIdx]).toBe(right);
    }
    const linked = toQuestionReview(
      match(),
      { links: review.presets.map((p) => p.correctAnswerIdx) },
      's',
    );
    expect(linked.score).toBe(3);
    if (linked.type === 'match')
      expect(linked.presets[0]?.linkedResponseText).toBe('am running.');
  });

  it('loads custom-test mistakes only when the score differs from the total (spec 02 §4)', () => {
    expect(hasMistakes(8, 10)).toBe(true);
    expect(hasMistakes(10, 10)).toBe(false);
  });
});
