import type { CultureCode } from '@gp/api';
import { describe, expect, it } from 'vitest';
import { resources, type PlayerKey } from './i18n';
import { createTranslator, type Messages } from './translator';

/** The player's own strings, as the app translates them. */
const player = (language: CultureCode) =>
  createTranslator<CultureCode, PlayerKey>(resources, language, 'en-US').t;

/** Made-up strings, for what the player's complete locale files never show. */
const made = (
  messages: Partial<Record<CultureCode, Messages>>,
  language: CultureCode,
) => createTranslator<CultureCode, string>(messages, language, 'en-US').t;

describe('the translator', () => {
  it('fills the {{name}} placeholders with the values, without escaping them', () => {
    const t = player('en-US');
    expect(t('progress.position', { current: 2, total: 5 })).toBe(
      'Question 2 of 5',
    );
    expect(t('practice.pair', { left: '<b>it</b>', right: 'a & b' })).toBe(
      '<b>it</b> — a & b',
    );
  });

  it('leaves a placeholder whose value is not given', () => {
    expect(player('en-US')('progress.position', { current: 2 })).toBe(
      'Question 2 of {{total}}',
    );
  });

  it('gives English counts the one and other forms', () => {
    const t = player('en-US');
    expect(t('submit.unanswered', { count: 1 })).toBe(
      '1 question has no answer yet.',
    );
    expect(t('submit.unanswered', { count: 0 })).toBe(
      '0 questions have no answer yet.',
    );
    expect(t('submit.unanswered', { count: 2 })).toBe(
      '2 questions have no answer yet.',
    );
  });

  it('gives Russian counts the one, few and many forms: 1, 3, 5 and 21', () => {
    const t = player('ru-RU');
    expect(t('submit.unanswered', { count: 1 })).toBe(
      'Без ответа остался 1 вопрос.',
    );
    expect(t('submit.unanswered', { count: 3 })).toBe(
      'Без ответа остались 3 вопроса.',
    );
    expect(t('submit.unanswered', { count: 5 })).toBe(
      'Без ответа остались 5 вопросов.',
    );
    expect(t('submit.unanswered', { count: 21 })).toBe(
      'Без ответа остался 21 вопрос.',
    );
  });

  it('takes the other form where the count’s own form is missing, then the bare key', () => {
    const t = made(
      { 'ru-RU': { a: { n_other: '{{count}} other' }, b: '{{count}} bare' } },
      'ru-RU',
    );
    expect(t('a.n', { count: 1 })).toBe('1 other');
    expect(t('b', { count: 1 })).toBe('1 bare');
  });

  it('takes a zero form for a count of 0, as i18next does', () => {
    const t = made(
      { 'en-US': { n_zero: 'none', n_other: '{{count}} of them' } },
      'en-US',
    );
    expect(t('n', { count: 0 })).toBe('none');
    expect(t('n', { count: 4 })).toBe('4 of them');
  });

  it('picks a plural form only for a numeric count', () => {
    const t = made(
      { 'en-US': { n: 'bare {{count}}', n_other: 'other {{count}}' } },
      'en-US',
    );
    expect(t('n', { count: '3' })).toBe('bare 3');
  });

  it('falls back to the English string, with English plurals, where the language lacks one', () => {
    const t = made(
      {
        'en-US': { a: { b: 'English' }, n_one: 'one', n_other: 'other' },
        'ru-RU': { a: { c: 'Русский' } },
      },
      'ru-RU',
    );
    expect(t('a.b')).toBe('English');
    expect(t('a.c')).toBe('Русский');
    expect(t('n', { count: 3 })).toBe('other');
  });

  it('returns the key itself for a string found in no language', () => {
    const t = made({ 'en-US': { a: { b: 'English' } }, 'ru-RU': {} }, 'ru-RU');
    expect(t('a.missing')).toBe('a.missing');
    expect(t('a')).toBe('a');
    expect(t('a.b.c')).toBe('a.b.c');
  });

  it('takes only keys of the English strings, plural base keys among them (a type check)', () => {
    const t = player('en-US');
    const type = 'gapFill' as 'multipleSelect' | 'gapFill' | 'match';
    expect(t(`instruction.${type}`)).toBe('Complete the sentences.');
    expect(t('practice.exercises', { count: 2 })).toBe('Practice, 2 questions');
    // @ts-expect-error a typo in a key
    expect(t('submit.heding')).toBe('submit.heding');
    // @ts-expect-error a key that is an object, not a string
    expect(t('submit')).toBe('submit');
  });
});
