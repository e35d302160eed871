import { describe, expect, it } from 'vitest';
import type { LocalizedText, TextsFile } from './schema';
import { validateTexts } from './validate-texts';

const L: LocalizedText = { en: 'x', zh: '中', ru: 'я', id: 'x' };
const texts = (keys: string[]): TextsFile => ({
  intro: [],
  welcome: [],
  marketing: keys.map((key) => ({ key, title: L, body: L })),
});

describe('validateTexts', () => {
  it('accepts the marketing texts efficient, systematic, engaging', () => {
    expect(
      validateTexts(texts(['efficient', 'systematic', 'engaging'])),
    ).toEqual([]);
  });

  it('reports a marketing key that is not the expected one, or out of order', () => {
    expect(
      validateTexts(texts(['efficient', 'engaging', 'fun'])).map(
        (p) => `${p.file} ${p.path}: ${p.message}`,
      ),
    ).toEqual([
      'texts.yaml marketing.1.key: is "engaging" but must be "systematic" (the marketing texts are efficient, systematic, engaging, in this order)',
      'texts.yaml marketing.2.key: is "fun" but must be "engaging" (the marketing texts are efficient, systematic, engaging, in this order)',
    ]);
  });
});
