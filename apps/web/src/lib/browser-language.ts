import type { CultureCode } from '@gp/api';

/** The best of the four interface languages for a browser's language list (before sign-in). */
export function languageFromBrowser(languages: readonly string[]): CultureCode {
  for (const l of languages) {
    const tag = l.toLowerCase();
    if (tag.startsWith('zh')) return 'zh-CN';
    if (tag.startsWith('ru')) return 'ru-RU';
    if (tag.startsWith('id') || tag.startsWith('in')) return 'id-ID';
    if (tag.startsWith('en')) return 'en-US';
  }
  return 'en-US';
}
