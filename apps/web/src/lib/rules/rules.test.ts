import { describe, expect, it } from 'vitest';
import { emptyProfile, fullProfile, studentInfo } from '../../testing/fixtures';
import { helpCenterUrl, helpPageUrl } from './help-center-url';
import { hasLanguageToggle, interfaceLanguageOf, languageFromBrowser, marketLanguage, toggleLanguage } from './language';
import { isLoggedIn } from './logged-in';
import { isProfileSet } from './profile-completeness';

describe('isProfileSet (spec 01 §3)', () => {
  it('counts a profile with birthday, region, grade and culture code as set', () => {
    expect(isProfileSet(fullProfile)).toBe(true);
  });

  it.each(['Birthday', 'EducationRegionKey', 'EducationGradeKey', 'CultureCode'] as const)(
    'does not count a profile whose %s is blank after trimming',
    (field) => {
      expect(isProfileSet({ ...fullProfile, [field]: '   ' })).toBe(false);
    },
  );

  it('ignores the start point and preferred language', () => {
    expect(isProfileSet({ ...fullProfile, StartPointGradeKey: '', PreferLanguageCode: '' })).toBe(true);
  });

  it('does not count a missing or empty profile', () => {
    expect(isProfileSet(undefined)).toBe(false);
    expect(isProfileSet(emptyProfile)).toBe(false);
  });
});

describe('isLoggedIn (spec 01 §5)', () => {
  it('is logged in with user info and a non-empty token', () => {
    expect(isLoggedIn(studentInfo())).toBe(true);
  });

  it('is not logged in with a blank token or no student info', () => {
    expect(isLoggedIn(studentInfo({}, '  '))).toBe(false);
    expect(isLoggedIn(undefined)).toBe(false);
  });
});

describe('market language and the language toggle (spec 01 §2, spec 02 §2, §9)', () => {
  it('maps market regions to their languages and anything else to English', () => {
    expect([1, 2, 4, 0, 3].map(marketLanguage)).toEqual(['zh-CN', 'ru-RU', 'id-ID', 'en-US', 'en-US']);
  });

  it('switches from English to the market language and from it back to English', () => {
    expect(toggleLanguage('en-US', 1)).toBe('zh-CN');
    expect(toggleLanguage('zh-CN', 1)).toBe('en-US');
    expect(toggleLanguage('en-US', 4)).toBe('id-ID');
    expect(toggleLanguage('ru-RU', 2)).toBe('en-US');
  });

  it('offers no toggle in the default English region', () => {
    expect(hasLanguageToggle(0)).toBe(false);
    expect(hasLanguageToggle(2)).toBe(true);
  });

  it('maps a Russian preferred language to the English interface', () => {
    expect(interfaceLanguageOf('ru-RU', 2)).toBe('en-US');
  });

  it('uses a saved preference, else the market language', () => {
    expect(interfaceLanguageOf('zh-CN', 0)).toBe('zh-CN');
    expect(interfaceLanguageOf('', 4)).toBe('id-ID');
    expect(interfaceLanguageOf('fr-FR', 1)).toBe('zh-CN');
  });

  it('picks the interface language from the browser languages', () => {
    expect(languageFromBrowser(['zh-TW', 'en'])).toBe('zh-CN');
    expect(languageFromBrowser(['de-DE', 'ru'])).toBe('ru-RU');
    expect(languageFromBrowser(['in-ID'])).toBe('id-ID');
    expect(languageFromBrowser(['de-DE'])).toBe('en-US');
  });
});

describe('helpCenterUrl (spec 02 §2)', () => {
  const base = { base: '/help/', token: 'abc', chinaBusinessUnit: 'GP-CN' };

  it('sends the app name, token and help-center language', () => {
    const url = new URL(helpCenterUrl({ ...base, language: 'ru-RU', marketRegion: 2 }), 'http://x');
    expect(url.pathname).toBe('/help/');
    expect(Object.fromEntries(url.searchParams)).toEqual({ appName: 'GrammarPro', token: 'abc', language: 'ru' });
  });

  it('adds the business unit for China only', () => {
    const china = new URL(helpCenterUrl({ ...base, language: 'zh-CN', marketRegion: 1 }), 'http://x');
    expect(china.searchParams.get('bu')).toBe('GP-CN');
    expect(china.searchParams.get('language')).toBe('zh-cn');
    const indonesia = new URL(helpCenterUrl({ ...base, language: 'id-ID', marketRegion: 4 }), 'http://x');
    expect(indonesia.searchParams.has('bu')).toBe(false);
    expect(indonesia.searchParams.get('language')).toBe('id');
  });

  it('builds a help page address per language', () => {
    expect(helpPageUrl('/help/', 'en-US', 'privacy.html')).toBe('/help/en-US/privacy.html');
    expect(helpPageUrl('https://help.example.com/gp', 'zh-CN', 'index.html')).toBe('https://help.example.com/gp/zh-CN/index.html');
  });
});
