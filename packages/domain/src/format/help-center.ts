import { helpCenterLanguage, type InterfaceLanguage } from './languages';

/** spec 01 §2 / spec 02 §2: the fixed grammar app name (DESIGN.md §3 product id). */
export const HELP_CENTER_APP_NAME = 'GrammarPro';
/** The business-unit parameter sent for China (its value is China-specific). */
export const CHINA_BUSINESS_UNIT = 'CN';

// spec 02 §2: appName, token, language and, for China, a business-unit parameter.
export function helpCenterParams(input: {
  token: string;
  language: InterfaceLanguage;
  marketRegion: number;
}): [string, string][] {
  const params: [string, string][] = [
    ['appName', HELP_CENTER_APP_NAME],
    ['token', input.token],
    ['language', helpCenterLanguage(input.language)],
  ];
  if (input.marketRegion === 1)
    params.push(['businessUnit', CHINA_BUSINESS_UNIT]);
  return params;
}

/** The help-center address with its query string. */
export function helpCenterUrl(
  base: string,
  input: { token: string; language: InterfaceLanguage; marketRegion: number },
): string {
  const query = helpCenterParams(input)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&');
  return `${base}${base.includes('?') ? '&' : '?'}${query}`;
}
