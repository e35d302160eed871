import type { CultureCode } from '@gp/api';
import { memo, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '../testing/testing-library';
import { readGpCookie } from './gp-cookie';
import {
  FIRST_NAMESPACES,
  initI18n,
  type AppI18n,
  type Resources,
} from './i18n';
import { loadStrings } from './locale-files';
import { createTranslator } from './translator';
import { I18nProvider, useTranslation } from './use-translation';

/**
 * The app's strings, with the reads of the languages named held until
 * `release()` (a slow network); `reads` lists every read in turn.
 */
function slowStrings(language: CultureCode, held: readonly CultureCode[]) {
  const gates: (() => void)[] = [];
  const reads: string[] = [];
  const i18n: AppI18n = createTranslator<CultureCode, Resources, 'common'>({
    language,
    defaultNamespace: 'common',
    load: (lng, ns) => {
      reads.push(`${lng} ${ns}`);
      if (!held.includes(lng)) return loadStrings(lng, ns);
      return new Promise<void>((resolve) => gates.push(resolve)).then(() =>
        loadStrings(lng, ns)!,
      );
    },
  });
  const release = () => act(() => gates.splice(0).forEach((open) => open()));
  return { i18n, reads, release };
}

/** What each render showed: a key among them would be a flash of untranslated text. */
const shown: string[] = [];

/** Re-renders only when useTranslation makes it: memo, and nothing above it changes. */
const SkipLink = memo(function SkipLink() {
  const { t, i18n } = useTranslation();
  const text = t('skipToContent');
  shown.push(text);
  return <p lang={i18n.language}>{text}</p>;
});

const LearnLead = memo(function LearnLead() {
  const { t } = useTranslation(['learn', 'common']);
  const text = `${t('lead', { name: 'Ann' })} ${t('common:close')}`;
  shown.push(text);
  return <p>{text}</p>;
});

function app(i18n: AppI18n, children: React.ReactNode) {
  return render(
    <I18nProvider i18n={i18n}>
      <Suspense fallback={<p>{'Waiting'}</p>}>{children}</Suspense>
    </I18nProvider>,
  );
}

/** A common string and a learn one, on the same screen. */
function SkipAndLead() {
  return (
    <>
      <SkipLink />
      <LearnLead />
    </>
  );
}

describe('useTranslation', () => {
  it('translates in the first namespace given (common by default), and in another with ns:key', async () => {
    const i18n = await initI18n('en-US');
    shown.length = 0;
    app(i18n, <SkipAndLead />);
    expect(screen.getByText('Skip to main content')).toHaveAttribute(
      'lang',
      'en-US',
    );
    screen.getByText("Hi Ann! Here's what to study next. Close");
  });

  it('suspends a component until its namespaces have arrived: the fallback shows, never its keys', async () => {
    const { i18n, reads, release } = slowStrings('ru-RU', ['ru-RU']);
    void i18n.loadNamespaces(FIRST_NAMESPACES);
    shown.length = 0;
    app(i18n, <LearnLead />);
    screen.getByText('Waiting');
    expect(reads).toEqual([
      'ru-RU common',
      'ru-RU auth',
      'ru-RU nav',
      'ru-RU learn',
    ]);
    expect(shown).toEqual([]);

    await release();
    expect(
      await screen.findByText(
        'Привет, Ann! Вот что стоит изучить дальше. Закрыть',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Waiting')).not.toBeInTheDocument();
    expect(shown.every((text) => !/lead|close/.test(text))).toBe(true);
    expect(i18n.hasResourceBundle('ru-RU', 'learn')).toBe(true);
  });

  it('re-renders in a new language only once its strings have arrived, so no key ever shows', async () => {
    const { i18n, release } = slowStrings('en-US', ['zh-CN']);
    await i18n.loadNamespaces(['common', 'learn']);
    shown.length = 0;
    app(i18n, <SkipAndLead />);

    let switched = false;
    const switching = i18n.changeLanguage('zh-CN').then(() => {
      switched = true;
    });
    await act(() => undefined);
    // Still English while the Chinese strings download; nothing suspends.
    expect(switched).toBe(false);
    expect(screen.getByText('Skip to main content')).toHaveAttribute(
      'lang',
      'en-US',
    );
    expect(screen.queryByText('Waiting')).not.toBeInTheDocument();

    await release();
    await act(() => switching);
    expect(screen.getByText('跳到主要内容')).toHaveAttribute('lang', 'zh-CN');
    expect(shown).toEqual([
      'Skip to main content',
      "Hi Ann! Here's what to study next. Close",
      '跳到主要内容',
      expect.stringContaining('Ann'),
    ]);
    expect(shown.join(' ')).not.toMatch(/skipToContent|lead|close/);
  });

  it('tells languageChanged listeners, and moves <html lang> and the gp_cookie language with every change', async () => {
    const i18n = await initI18n('en-US', FIRST_NAMESPACES);
    expect(document.documentElement.lang).toBe('en-US');
    expect(readGpCookie().language).toBe('en-US');
    const listener = vi.fn();
    i18n.on('languageChanged', listener);
    await i18n.changeLanguage('ru-RU');
    expect(listener).toHaveBeenCalledExactlyOnceWith('ru-RU');
    expect(document.documentElement.lang).toBe('ru-RU');
    expect(readGpCookie().language).toBe('ru-RU');
    i18n.off('languageChanged', listener);
    await i18n.changeLanguage('id-ID');
    expect(listener).toHaveBeenCalledOnce();
    expect(document.documentElement.lang).toBe('id-ID');
  });

  it('needs the provider above it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<SkipLink />)).toThrow(/I18nProvider/);
  });
});
