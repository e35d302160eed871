import { describe, expect, it } from 'vitest';
import { LANGUAGES, resources } from './i18n';

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Every key path, plural forms folded into their base key. */
function keys(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'object' && child !== null
      ? keys(child as object, `${prefix}${key}.`)
      : [`${prefix}${key.replace(PLURAL, '')}`],
  );
}

describe('locales', () => {
  it.each(LANGUAGES)(
    '%s has every string the English interface has, and no other',
    (language) => {
      const english = [...new Set(keys(resources['en-US']))].sort();
      expect([...new Set(keys(resources[language]))].sort()).toEqual(english);
    },
  );

  it('gives Russian counts all their plural forms', () => {
    const submit = resources['ru-RU'].submit;
    expect(
      Object.keys(submit).filter((k) => k.startsWith('unanswered_')),
    ).toEqual([
      'unanswered_one',
      'unanswered_few',
      'unanswered_many',
      'unanswered_other',
    ]);
  });
});
