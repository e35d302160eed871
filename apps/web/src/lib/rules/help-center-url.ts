import type { CultureCode, MarketRegion } from '@gp/api';

// TODO(domain): switch to `helpCenterParams` from @gp/domain (navigation/) once it exports it.

/** The fixed grammar app name sent to the help center (spec 02 §2). */
export const HELP_APP_NAME = 'GrammarPro';

const HELP_LANGUAGE: Record<CultureCode, string> = {
  'en-US': 'en-us',
  'zh-CN': 'zh-cn',
  'ru-RU': 'ru',
  'id-ID': 'id',
};

/** spec 02 §2: appName, token, language and, for China, a business-unit parameter. */
export function helpCenterUrl(options: {
  base: string;
  token: string;
  language: CultureCode;
  marketRegion: MarketRegion | number | null | undefined;
  chinaBusinessUnit: string;
}): string {
  const params = new URLSearchParams({
    appName: HELP_APP_NAME,
    token: options.token,
    language: HELP_LANGUAGE[options.language],
  });
  if (options.marketRegion === 1 && options.chinaBusinessUnit) params.set('bu', options.chinaBusinessUnit);
  const sep = options.base.includes('?') ? '&' : '?';
  return `${options.base}${sep}${params.toString()}`;
}

/** A page of the static help center in a language, e.g. /help/en-US/privacy.html. */
export function helpPageUrl(base: string, language: CultureCode, page: string): string {
  const root = base.split('?')[0] ?? base;
  return `${root.endsWith('/') ? root : `${root}/`}${language}/${page}`;
}
