import { describe, expect, it } from 'vitest';
import { featureResources } from './i18n-features';

type Tree = { [key: string]: string | Tree };

/** Every key of a namespace, plural forms counted as their base key. */
function keysOf(tree: Tree, prefix = ''): Set<string> {
  const keys = new Set<string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = `${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '')}`;
    if (typeof value === 'string') keys.add(path);
    else for (const k of keysOf(value, `${path}.`)) keys.add(k);
  }
  return keys;
}

describe('the onboarding, test and learn texts (every string in four languages)', () => {
  const english = featureResources['en-US'];
  for (const language of ['zh-CN', 'ru-RU', 'id-ID'] as const) {
    for (const ns of Object.keys(english) as (keyof typeof english)[]) {
      it(`has every ${ns} text in ${language}, and no other`, () => {
        const expected = [...keysOf(english[ns] as Tree)].sort();
        const actual = [
          ...keysOf(featureResources[language][ns] as Tree),
        ].sort();
        expect(actual).toEqual(expected);
      });
    }
  }

  it('has the Russian plural forms one, few and many where English has a plural', () => {
    const ru = featureResources['ru-RU'].learn.recommended as Tree;
    expect(Object.keys(ru)).toEqual(
      expect.arrayContaining(['toStudy_one', 'toStudy_few', 'toStudy_many']),
    );
  });
});
