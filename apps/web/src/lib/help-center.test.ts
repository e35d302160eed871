import { describe, expect, it } from 'vitest';
import { languageFromBrowser } from './browser-language';
import { helpPageUrl } from './help-center';

describe('helpPageUrl', () => {
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
