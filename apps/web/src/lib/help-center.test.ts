import { describe, expect, it } from 'vitest';
import { languageFromBrowser } from './browser-language';
import { helpCenterUrl, helpPageUrl } from './help-center';

describe('helpCenterUrl (spec 02 §2)', () => {
  const base = { base: '/help/', token: 'abc', chinaBusinessUnit: 'GP-CN' };

  it('sends the app name, token and help-center language', () => {
    const url = new URL(
      helpCenterUrl({ ...base, language: 'ru-RU', marketRegion: 2 }),
      'http://x',
    );
    expect(url.pathname).toBe('/help/');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      appName: 'GrammarPro',
      token: 'abc',
      language: 'ru',
    });
  });

  it('adds the business unit for China only', () => {
    const china = new URL(
      helpCenterUrl({ ...base, language: 'zh-CN', marketRegion: 1 }),
      'http://x',
    );
    expect(china.searchParams.get('bu')).toBe('GP-CN');
    expect(china.searchParams.get('language')).toBe('zh-cn');
    const indonesia = new URL(
      helpCenterUrl({ ...base, language: 'id-ID', marketRegion: 4 }),
      'http://x',
    );
    expect(indonesia.searchParams.has('bu')).toBe(false);
    expect(indonesia.searchParams.get('language')).toBe('id');
  });

  it('builds a help page address per language', () => {
    expect(helpPageUrl('/help/', 'en-US', 'privacy.html')).toBe(
      '/help/en-US/privacy.html',
    );
    expect(
      helpPageUrl('https://help.example.com/gp', 'zh-CN', 'index.html'),
    ).toBe('https://help.example.com/gp/zh-CN/index.html');
  });
});

describe('languageFromBrowser', () => {
  it('picks the interface language from the browser languages, English otherwise', () => {
    expect(languageFromBrowser(['zh-TW', 'en'])).toBe('zh-CN');
    expect(languageFromBrowser(['de-DE', 'ru'])).toBe('ru-RU');
    expect(languageFromBrowser(['in-ID'])).toBe('id-ID');
    expect(languageFromBrowser(['de-DE'])).toBe('en-US');
  });
});
