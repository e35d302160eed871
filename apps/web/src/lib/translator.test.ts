import type { CultureCode } from '@gp/api';
import { describe, expect, it, vi } from 'vitest';
import type { Resources } from './i18n';
import { loadStrings } from './locale-files';
import { createTranslator, type Messages } from './translator';

/** The app's own strings, fetched as the app fetches them, with every read counted. */
function app(language: CultureCode) {
  const load = vi.fn((lng: CultureCode, ns: keyof Resources) =>
    loadStrings(lng, ns),
  );
  const i18n = createTranslator<CultureCode, Resources, 'common'>({
    language,
    defaultNamespace: 'common',
    load,
  });
  return { i18n, load };
}

/** Made-up strings, for what the app's complete locale files never show. */
function made<const Catalog extends { ns: Messages }>(
  messages: Partial<Record<CultureCode, Catalog>>,
  language: CultureCode = 'en-US',
) {
  return createTranslator<CultureCode, Catalog, 'ns'>({
    language,
    defaultNamespace: 'ns',
    load: (lng, ns) => {
      const strings = messages[lng]?.[ns];
      return strings ? Promise.resolve(strings) : undefined;
    },
  });
}

/** A read that arrives when the test says. */
function held() {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { gate, release };
}

describe('the web translator: strings', () => {
  it('fills the {{name}} placeholders with the values, without escaping them, and keeps one not given', async () => {
    const { i18n } = app('en-US');
    await i18n.loadNamespaces(['common', 'learn']);
    const t = i18n.getFixedT('en-US', 'learn');
    expect(t('lead', { name: 'Ann' })).toBe(
      "Hi Ann! Here's what to study next.",
    );
    expect(t('lead', { name: '<b>Tom & Ann</b>' })).toBe(
      "Hi <b>Tom & Ann</b>! Here's what to study next.",
    );
    expect(t('lead')).toBe("Hi {{name}}! Here's what to study next.");
    expect(t('lead', { name: undefined })).toBe(
      "Hi {{name}}! Here's what to study next.",
    );
    expect(i18n.t('pageTitle', { page: 'Learn' })).toBe('Learn · Grammar Pro');
  });

  it('gives English counts the one and other forms', async () => {
    const { i18n } = app('en-US');
    await i18n.loadNamespaces('learn');
    const t = i18n.getFixedT('en-US', 'learn');
    expect(t('recommended.toStudy', { count: 1 })).toBe(
      'Recommended for you (1 module)',
    );
    for (const count of [0, 3, 5, 21])
      expect(t('recommended.toStudy', { count })).toBe(
        `Recommended for you (${count} modules)`,
      );
  });

  it('gives Russian counts the one, few and many forms: 1, 3, 5 and 21', async () => {
    const { i18n } = app('ru-RU');
    await i18n.loadNamespaces('learn');
    const t = i18n.getFixedT('ru-RU', 'learn');
    expect(t('recommended.toStudy', { count: 1 })).toBe(
      'Рекомендуем тебе (1 модуль)',
    );
    expect(t('recommended.toStudy', { count: 3 })).toBe(
      'Рекомендуем тебе (3 модуля)',
    );
    expect(t('recommended.toStudy', { count: 5 })).toBe(
      'Рекомендуем тебе (5 модулей)',
    );
    expect(t('recommended.toStudy', { count: 21 })).toBe(
      'Рекомендуем тебе (21 модуль)',
    );
  });

  it('takes a zero form for 0, the other form where the count’s own is missing, then the bare key; only for a numeric count', async () => {
    const i18n = made(
      {
        'ru-RU': {
          ns: {
            n_zero: 'none',
            n_other: '{{count}} other',
            bare: '{{count}} bare',
            b: 'bare {{count}}',
            b_one: 'one {{count}}',
          },
        },
      },
      'ru-RU',
    );
    await i18n.loadNamespaces('ns');
    expect(i18n.t('n', { count: 0 })).toBe('none');
    expect(i18n.t('n', { count: 1 })).toBe('1 other');
    expect(i18n.t('bare', { count: 1 })).toBe('1 bare');
    expect(i18n.t('b', { count: '1' })).toBe('bare 1');
  });

  it('looks in the first namespace, and in another with ns:key', async () => {
    const { i18n } = app('en-US');
    await i18n.loadNamespaces(['common', 'course', 'learn']);
    const learn = i18n.getFixedT('en-US', 'learn');
    expect(learn('recommended.toStudy', { count: 2 })).toBe(
      'Recommended for you (2 modules)',
    );
    expect(learn('common:skipToContent')).toBe('Skip to main content');
    expect(learn('course:loading')).toBe('Loading…');
    expect(i18n.t('skipToContent')).toBe('Skip to main content');
    expect(i18n.t('learn:lead', { name: 'Li' })).toBe(
      "Hi Li! Here's what to study next.",
    );
    // The same function for the same language and namespace (react-i18next's t is as stable).
    expect(i18n.getFixedT('en-US', 'learn')).toBe(learn);
  });

  it('returns a key found nowhere as itself, without its namespace, as i18next does', async () => {
    const i18n = made({ 'en-US': { ns: { a: { b: 'text' } }, other: {} } });
    await i18n.loadNamespaces(['ns', 'other']);
    const t = i18n.t as (key: string) => string;
    expect(t('a.missing')).toBe('a.missing');
    expect(t('a')).toBe('a');
    expect(t('a.b.c')).toBe('a.b.c');
    expect(t('other:a.b')).toBe('a.b');
    expect(t('unloaded:x')).toBe('x');
  });

  it('translates in the language an lng value names, as i18next’s option', async () => {
    const { i18n } = app('en-US');
    await i18n.loadNamespaces('common');
    const english = i18n.t;
    await i18n.changeLanguage('ru-RU');
    expect(english('skipToContent')).toBe('Skip to main content');
    expect(english('skipToContent', { lng: 'ru-RU' })).toBe(
      'Перейти к основному содержанию',
    );
    expect(i18n.t('skipToContent')).toBe('Перейти к основному содержанию');
  });

  it('takes only keys of the English strings, plural base keys and ns:key among them (a type check)', async () => {
    const { i18n } = app('en-US');
    await i18n.loadNamespaces(['common', 'learn']);
    const t = i18n.getFixedT('en-US', 'learn');
    const target = 'zh-CN' as CultureCode;
    expect(t(`common:languageNames.${target}`)).toBe('中文（简体）');
    expect(t('recommended.toStudy_one', { count: 1 })).toContain('1 module');
    // @ts-expect-error a typo in a key
    expect(t('recommended.toStudyy')).toBe('recommended.toStudyy');
    // @ts-expect-error a key of another namespace without its ns:
    expect(t('skipToContent')).toBe('skipToContent');
    // @ts-expect-error a typo in a namespace
    expect(t('commn:skipToContent')).toBe('skipToContent');
    // @ts-expect-error a key that is an object, not a string
    expect(t('recommended')).toBe('recommended');
  });
});

describe('the web translator: loading', () => {
  it('fetches a namespace once per language, however often and however many ask', async () => {
    const { i18n, load } = app('id-ID');
    expect(i18n.hasLoadedNamespace('learn')).toBe(false);
    await Promise.all([
      i18n.loadNamespaces('learn'),
      i18n.loadNamespaces(['learn', 'common']),
    ]);
    await i18n.loadNamespaces('learn');
    expect(load.mock.calls).toEqual([
      ['id-ID', 'learn'],
      ['id-ID', 'common'],
    ]);
    expect(i18n.hasLoadedNamespace('learn')).toBe(true);
    expect(i18n.hasResourceBundle('id-ID', 'learn')).toBe(true);
    expect(i18n.hasResourceBundle('en-US', 'learn')).toBe(false);
  });

  it('settles a namespace that fails to arrive, its keys showing as themselves, and does not ask again', async () => {
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    const i18n = createTranslator<CultureCode, Resources, 'common'>({
      language: 'en-US',
      defaultNamespace: 'common',
      load,
    });
    await expect(i18n.loadNamespaces('common')).resolves.toBeUndefined();
    expect(i18n.hasLoadedNamespace('common')).toBe(true);
    expect(i18n.hasResourceBundle('en-US', 'common')).toBe(false);
    expect(i18n.t('skipToContent')).toBe('skipToContent');
    await i18n.loadNamespaces('common');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches every namespace asked for in the new language before switching to it', async () => {
    const { gate, release } = held();
    const reads: string[] = [];
    const i18n = createTranslator<CultureCode, Resources, 'common'>({
      language: 'en-US',
      defaultNamespace: 'common',
      load: (lng, ns) => {
        reads.push(`${lng} ${ns}`);
        return lng === 'en-US'
          ? loadStrings(lng, ns)
          : gate.then(() => loadStrings(lng, ns)!);
      },
    });
    await i18n.loadNamespaces(['common', 'learn']);
    const changed = vi.fn();
    i18n.on('languageChanged', changed);

    const switching = i18n.changeLanguage('zh-CN');
    // A screen asks for another namespace while the new language's strings download.
    void i18n.loadNamespaces('course');
    await Promise.resolve();
    expect(i18n.language).toBe('en-US');
    expect(i18n.t('skipToContent')).toBe('Skip to main content');
    expect(changed).not.toHaveBeenCalled();

    release();
    await switching;
    expect(i18n.language).toBe('zh-CN');
    expect(changed).toHaveBeenCalledExactlyOnceWith('zh-CN');
    expect(reads).toEqual([
      'en-US common',
      'en-US learn',
      'zh-CN common',
      'zh-CN learn',
      'en-US course',
      'zh-CN course',
    ]);
    for (const ns of ['common', 'learn', 'course'] as const)
      expect(i18n.hasResourceBundle('zh-CN', ns)).toBe(true);
    expect(i18n.t('skipToContent')).toBe('跳到主要内容');
  });

  it('switches to the last language asked for when changes overlap', async () => {
    const { gate, release } = held();
    const i18n = createTranslator<CultureCode, Resources, 'common'>({
      language: 'en-US',
      defaultNamespace: 'common',
      load: (lng, ns) =>
        lng === 'ru-RU'
          ? gate.then(() => loadStrings(lng, ns)!)
          : loadStrings(lng, ns),
    });
    await i18n.loadNamespaces('common');
    const changed = vi.fn();
    i18n.on('languageChanged', changed);
    const slow = i18n.changeLanguage('ru-RU');
    await i18n.changeLanguage('id-ID');
    release();
    await slow;
    expect(i18n.language).toBe('id-ID');
    expect(changed.mock.calls).toEqual([['id-ID']]);
  });

  it('tells listeners of every change, the same language too, until they leave', async () => {
    const { i18n } = app('en-US');
    await i18n.loadNamespaces('common');
    const listener = vi.fn();
    const store = vi.fn();
    i18n.on('languageChanged', listener);
    const unsubscribe = i18n.subscribe(store);
    await i18n.changeLanguage('ru-RU');
    await i18n.changeLanguage('ru-RU');
    expect(listener.mock.calls).toEqual([['ru-RU'], ['ru-RU']]);
    expect(store).toHaveBeenCalledTimes(2);
    i18n.off('languageChanged', listener);
    unsubscribe();
    await i18n.changeLanguage('en-US');
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store).toHaveBeenCalledTimes(2);
  });
});
