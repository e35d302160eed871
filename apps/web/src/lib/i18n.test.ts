import { describe, expect, it } from 'vitest';
import { FIRST_NAMESPACES, initI18n, LANGUAGES, NAMESPACES } from './i18n';

type Tree = { [key: string]: string | Tree };

const files = import.meta.glob<Tree>('../locales/*/*.json', {
  eager: true,
  import: 'default',
});

/** Every key of a namespace, plural forms counted as their base key. */
function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = `${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '')}`;
    return typeof value === 'string' ? [path] : keysOf(value, `${path}.`);
  });
}
const keySet = (tree: Tree | undefined) =>
  [...new Set(keysOf(tree ?? {}))].sort();
const namesIn = (language: string) =>
  Object.keys(files)
    .filter((path) => path.includes(`/${language}/`))
    .map((path) => path.split('/').pop())
    .sort();

describe('the interface strings, one language at a time (issue 16)', () => {
  // No language falls back to English, so each must be complete on its own.
  it.each(LANGUAGES.filter((l) => l !== 'en-US'))(
    'has every file and every key of English in %s',
    (language) => {
      expect(namesIn(language)).toEqual(namesIn('en-US'));
      for (const name of namesIn('en-US'))
        expect({
          name,
          keys: keySet(files[`../locales/${language}/${name}`]),
        }).toEqual({
          name,
          keys: keySet(files[`../locales/en-US/${name}`]),
        });
    },
  );

  it('names a namespace for every file, in camel case', () => {
    expect(NAMESPACES).toEqual(
      expect.arrayContaining(['common', 'auth', 'nav', 'diagnosticTest']),
    );
    expect(NAMESPACES).toHaveLength(namesIn('en-US').length);
  });

  it('fetches only the first page’s namespaces of the chosen language at start', async () => {
    const i18n = await initI18n('ru-RU', FIRST_NAMESPACES);
    for (const ns of FIRST_NAMESPACES)
      expect(i18n.hasResourceBundle('ru-RU', ns)).toBe(true);
    expect(i18n.hasResourceBundle('ru-RU', 'learn')).toBe(false);
    for (const ns of NAMESPACES)
      expect(i18n.hasResourceBundle('en-US', ns)).toBe(false);
    expect(i18n.t('common:skipToContent')).toBe(
      files['../locales/ru-RU/common.json']!.skipToContent,
    );
  });

  it('fetches a namespace when a screen asks for it', async () => {
    const i18n = await initI18n('id-ID', FIRST_NAMESPACES);
    await i18n.loadNamespaces('learn');
    expect(i18n.hasResourceBundle('id-ID', 'learn')).toBe(true);
  });

  it('fetches the new language before switching, so no text shows untranslated', async () => {
    const i18n = await initI18n('en-US', FIRST_NAMESPACES);
    await i18n.changeLanguage('zh-CN');
    expect(i18n.language).toBe('zh-CN');
    expect(i18n.t('common:skipToContent')).toBe(
      files['../locales/zh-CN/common.json']!.skipToContent,
    );
    expect(document.documentElement.lang).toBe('zh-CN');
  });
});
