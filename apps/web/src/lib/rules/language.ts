import type { CultureCode, MarketRegion } from '@gp/api';

// TODO(domain): switch to `marketLanguage`, `toggleLanguage` and
// `interfaceLanguageOf` from @gp/domain (navigation/) once it exports them.

/** spec 02 §9: CN zh-CN, RU ru-RU, ID id-ID, everything else en-US. */
export function marketLanguage(region: MarketRegion | number | null | undefined): CultureCode {
  switch (region) {
    case 1:
      return 'zh-CN';
    case 2:
      return 'ru-RU';
    case 4:
      return 'id-ID';
    default:
      return 'en-US';
  }
}

/** The default English region has no market language, so no toggle (spec 01 §1). */
export function hasLanguageToggle(region: MarketRegion | number | null | undefined): boolean {
  return marketLanguage(region) !== 'en-US';
}

/** spec 01 §2 / spec 02 §2: from English to the market language, otherwise back to English. */
export function toggleLanguage(current: CultureCode, region: MarketRegion | number | null | undefined): CultureCode {
  return current === 'en-US' ? marketLanguage(region) : 'en-US';
}

/**
 * The interface language for a saved preferred language. spec 02 §2: "a
 * Russian preferred language maps to the English interface language in one
 * place" - this is that place (applying the saved preference at sign-in); the
 * toggle itself still offers Russian.
 */
export function interfaceLanguageOf(preferred: string | undefined, region: MarketRegion | number | null | undefined): CultureCode {
  const p = (preferred ?? '').trim();
  if (p === 'ru-RU') return 'en-US';
  if (p === 'en-US' || p === 'zh-CN' || p === 'id-ID') return p;
  return marketLanguage(region);
}

/** The best of the four interface languages for a browser's language list. */
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
