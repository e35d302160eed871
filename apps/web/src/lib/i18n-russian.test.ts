import { formalAddress, masculineAddress } from '@gp/domain';
import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };

// Every Russian namespace file of the web app, read as the app reads them.
const FILES = import.meta.glob<Tree>('../locales/ru-RU/*.json', {
  eager: true,
  import: 'default',
});

function textsOf(tree: Tree, prefix: string): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : textsOf(value, `${prefix}${key}.`),
  );
}

const TEXTS = Object.entries(FILES).flatMap(([file, tree]) =>
  textsOf(tree, `${file.split('/').at(-1)}:`),
);

describe('the Russian interface texts (issue 15)', () => {
  it('are read', () => {
    expect(TEXTS.length).toBeGreaterThan(100);
  });

  it('address every student alike: no masculine-only forms ("Готов?", "ты указал")', () => {
    const found = TEXTS.flatMap(([key, text]) =>
      masculineAddress(text).map((m) => `${key} «${m}»`),
    );
    expect(found).toEqual([]);
  });

  it('keep to one register, ты', () => {
    const found = TEXTS.flatMap(([key, text]) =>
      formalAddress(text).map((m) => `${key} «${m}»`),
    );
    expect(found).toEqual([]);
  });
});
