/** The interface languages used in code (spec 01 §1, §9). */
export type InterfaceLanguage = 'en-US' | 'zh-CN' | 'ru-RU' | 'id-ID';

/** spec 01 §1 market region codes: 1 China, 2 Russia, 4 Indonesia; 0 (or anything else) the default English region. */
export type MarketRegion = 0 | 1 | 2 | 4;

export const MARKET_REGION = {
  default: 0,
  china: 1,
  russia: 2,
  indonesia: 4,
} as const;

export const INTERFACE_LANGUAGES: readonly InterfaceLanguage[] = [
  'en-US',
  'zh-CN',
  'ru-RU',
  'id-ID',
];

// spec 01 §9 / spec 02 §9: CN zh-CN, RU ru-RU, ID id-ID, otherwise en-US.
export function marketLanguage(marketRegion: number): InterfaceLanguage {
  const languages: Record<number, InterfaceLanguage> = {
    1: 'zh-CN',
    2: 'ru-RU',
    4: 'id-ID',
  };
  return languages[marketRegion] ?? 'en-US';
}

/** The region code as the product knows it: unknown codes are the default region. */
export function normalizeMarketRegion(marketRegion: number): MarketRegion {
  return marketRegion === 1 || marketRegion === 2 || marketRegion === 4
    ? marketRegion
    : 0;
}

export function isInterfaceLanguage(code: unknown): code is InterfaceLanguage {
  return (
    typeof code === 'string' &&
    (INTERFACE_LANGUAGES as readonly string[]).includes(code)
  );
}

// The toggle rule (spec 01 §2, spec 02 §2) names CN, RU and ID and Russian is an interface
// language (spec 01 §1), so Russia gets the toggle too despite "CN and ID get an English toggle".
export function hasLanguageToggle(marketRegion: number): boolean {
  return marketLanguage(marketRegion) !== 'en-US';
}

// spec 01 §2 / spec 02 §2: from English to the market language, otherwise back to English.
export function toggleLanguage(
  current: InterfaceLanguage,
  marketRegion: number,
): InterfaceLanguage {
  return current === 'en-US' ? marketLanguage(marketRegion) : 'en-US';
}

/**
 * The interface language at sign-in: the saved preference when it is English
 * or the market language, else the market language. A saved Russian
 * preference stays Russian: spec 01 §9 / spec 02 §2 "a Russian preferred
 * language maps to the English interface language in one place" is not
 * applied (docs/decisions/009-russian-preference-kept.md).
 */
export function interfaceLanguageFor(
  preferLanguageCode: string | null | undefined,
  marketRegion: number,
): InterfaceLanguage {
  const market = marketLanguage(marketRegion);
  if (preferLanguageCode === 'en-US' || preferLanguageCode === market)
    return preferLanguageCode;
  return market;
}

/** spec 01 §2: help-center language parameter values en-us, zh-cn, ru, id. */
export function helpCenterLanguage(
  language: InterfaceLanguage,
): 'en-us' | 'zh-cn' | 'ru' | 'id' {
  const codes = {
    'en-US': 'en-us',
    'zh-CN': 'zh-cn',
    'ru-RU': 'ru',
    'id-ID': 'id',
  } as const;
  return codes[language];
}

/** Content texts are keyed en/zh/ru/id (packages/content). */
export function contentLanguage(
  language: InterfaceLanguage,
): 'en' | 'zh' | 'ru' | 'id' {
  const codes = {
    'en-US': 'en',
    'zh-CN': 'zh',
    'ru-RU': 'ru',
    'id-ID': 'id',
  } as const;
  return codes[language];
}
