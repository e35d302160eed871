import { describe, expect, it } from 'vitest';
import { normalizeText, questionFingerprint } from './fingerprint';
import type { LocalizedText, Question } from './schema';

const L: LocalizedText = { en: 'x', zh: '中', ru: 'я', id: 'x' };
const ms = (prompt: string, options: string[]): Question => ({
  key: 'q',
  type: 'multipleSelect',
  prompt,
  numAnswers: 1,
  options: options.map((text, i) => ({ text, correct: i === 0 })),
  explanation: L,
  tags: ['t'],
});
const gap = (text: string): Question => ({
  key: 'g',
  type: 'gapFill',
  text,
  explanation: L,
  tags: ['t'],
});
const match = (pairs: [string, string][]): Question => ({
  key: 'm',
  type: 'match',
  pairs: pairs.map(([left, right]) => ({ left, right })),
  explanation: L,
  tags: ['t'],
});

describe('normalizeText', () => {
  it('lowercases, collapses spaces and drops punctuation and quote marks', () => {
    expect(normalizeText('  “Yes,”   she SAID!  ')).toBe('yes she said');
    expect(normalizeText('Tom said: "Hi." → Tom said hi.')).toBe(
      'tom said hi tom said hi',
    );
  });

  it('keeps apostrophes, curly or straight, because they change the word', () => {
    expect(normalizeText('It’s')).toBe("it's");
    expect(normalizeText("it's")).not.toBe(normalizeText('its'));
    expect(normalizeText("the boys'")).not.toBe(normalizeText("the boy's"));
  });

  it('keeps a gap where it is', () => {
    expect(normalizeText('She ___ happy.')).not.toBe(
      normalizeText('She happy ___.'),
    );
  });
});

describe('questionFingerprint', () => {
  it('gives a multiple-select near copy (case, punctuation, option order) the same fingerprint', () => {
    expect(questionFingerprint(ms('She ___ happy.', ['is', 'are', 'am']))).toBe(
      questionFingerprint(ms('she  ___ happy', ['am', 'Is.', 'are'])),
    );
  });

  it('tells apart two "Which sentence is correct?" questions by their options', () => {
    expect(
      questionFingerprint(ms('Which sentence is correct?', ['A.', 'B.', 'C.'])),
    ).not.toBe(
      questionFingerprint(ms('Which sentence is correct?', ['D.', 'E.', 'F.'])),
    );
  });

  it('compares gap fills as the student sees them, whatever answers they accept', () => {
    expect(questionFingerprint(gap('He [[is]] (be) "here".'))).toBe(
      questionFingerprint(gap("He [[is|'s]] (be) “here”")),
    );
    expect(questionFingerprint(gap('He [[is]] here.'))).not.toBe(
      questionFingerprint(gap('He is [[here]].')),
    );
  });

  it('compares match pairs in any order', () => {
    expect(
      questionFingerprint(
        match([
          ['I', 'am'],
          ['you', 'are.'],
        ]),
      ),
    ).toBe(
      questionFingerprint(
        match([
          ['You', 'are'],
          ['I', 'am'],
        ]),
      ),
    );
  });

  it('never matches questions of different types', () => {
    expect(
      questionFingerprint(ms('He ___ here.', ['is', 'are', 'am'])),
    ).not.toBe(questionFingerprint(gap('He [[is]] here.')));
  });
});
