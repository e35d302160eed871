import { formalAddress, masculineAddress } from '@gp/domain';
import { describe, expect, it } from 'vitest';
import { resources } from './i18n';

type Tree = { [key: string]: string | Tree };

function textsOf(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : textsOf(value, `${prefix}${key}.`),
  );
}

const TEXTS = textsOf(resources['ru-RU'] as Tree);

describe('the player’s Russian texts (issue 15)', () => {
  it('address every student alike and keep to ты', () => {
    expect(TEXTS.length).toBeGreaterThan(50);
    const found = TEXTS.flatMap(([key, text]) =>
      [...masculineAddress(text), ...formalAddress(text)].map(
        (m) => `${key} «${m}»`,
      ),
    );
    expect(found).toEqual([]);
  });
});
