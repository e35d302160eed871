import type { CultureCode, MarketRegion } from '@gp/api';
import { HELP_CENTER_APP_NAME, helpCenterLanguage } from '@gp/domain';

/**
 * The help-center link of the nav bar (spec 02 §2): appName, token, language
 * and, for China, the deployment's business unit as `bu`.
 * TODO(lead): @gp/domain's helpCenterUrl sends `businessUnit=CN`, while this
 * brief and AppConfig.ChinaBusinessUnit say `bu=<configured value>`; switch
 * to the domain function once the two agree.
 */
export function helpCenterUrl(options: {
  base: string;
  token: string;
  language: CultureCode;
  marketRegion: MarketRegion | number | null | undefined;
  chinaBusinessUnit: string;
}): string {
  const params = new URLSearchParams({
    appName: HELP_CENTER_APP_NAME,
    token: options.token,
    language: helpCenterLanguage(options.language),
  });
  if (options.marketRegion === 1 && options.chinaBusinessUnit)
    params.set('bu', options.chinaBusinessUnit);
  const sep = options.base.includes('?') ? '&' : '?';
  return `${options.base}${sep}${params.toString()}`;
}

/** A page of the static help center in a language, e.g. /help/en-US/privacy.html. */
export function helpPageUrl(
  base: string,
  language: CultureCode,
  page: string,
): string {
  const root = base.split('?')[0] ?? base;
  return `${root.endsWith('/') ? root : `${root}/`}${language}/${page}`;
}
