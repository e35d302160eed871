import { describe, expect, it } from 'vitest';
import { featureResources } from './i18n-features';

type Tree = { [key: string]: string | Tree };

// Every feature namespace (course widgets, onboarding, diagnostic test, learn).
const NAMESPACES = Object.keys(
  featureResources['en-US'],
) as (keyof (typeof featureResources)['en-US'])[];

function textsOf(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : textsOf(value, `${prefix}${key}.`),
  );
}

function offending(
  language: keyof typeof featureResources,
  rule: RegExp,
): string[] {
  return NAMESPACES.flatMap((ns) =>
    textsOf(featureResources[language][ns] as Tree)
      .filter(([, text]) => rule.test(text))
      .map(([key, text]) => `${ns}:${key} ${text}`),
  );
}

describe('the feature texts follow each language’s typography', () => {
  it('uses the Russian dash and «» quotes, never a hyphen between spaces or straight quotes', () => {
    expect(offending('ru-RU', /\s-\s|\s–\s|"|„|“|”/)).toEqual([]);
  });

  it('keeps a Russian dash off the start of a line (a no-break space before it)', () => {
    expect(offending('ru-RU', / —/)).toEqual([]);
  });

  it('uses the Indonesian dash and “ ” quotes, never a hyphen between spaces or straight quotes', () => {
    expect(offending('id-ID', /\s-\s|\s–\s|"|«|»/)).toEqual([]);
  });

  it('uses full-width punctuation next to Chinese text', () => {
    expect(
      offending('zh-CN', /\p{Script=Han}[,.!?:;()]|[,!?:;()]\p{Script=Han}/u),
    ).toEqual([]);
  });
});
