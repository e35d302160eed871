import { isNonBlankString } from '../common/guards';
import {
  helpCenterLanguage,
  MARKET_REGION,
  type InterfaceLanguage,
} from './languages';

/** spec 01 §2 / spec 02 §2: the fixed grammar app name (DESIGN.md §3 product id). */
export const HELP_CENTER_APP_NAME = 'GrammarPro';

export interface HelpCenterInput {
  token: string;
  language: InterfaceLanguage;
  marketRegion: number;
  /** The deployment's China-specific value (AppConfig.ChinaBusinessUnit); blank sends none. */
  chinaBusinessUnit: string;
}

// spec 02 §2 Navigation bar: appName, token, language and, for China, "a business-unit
// parameter set to a China-specific value". The spec names no parameter; `businessUnit`
// follows appName's style, and the value is the deployment's, not a constant.
export function helpCenterParams(input: HelpCenterInput): [string, string][] {
  const params: [string, string][] = [
    ['appName', HELP_CENTER_APP_NAME],
    ['token', input.token],
    ['language', helpCenterLanguage(input.language)],
  ];
  if (
    input.marketRegion === MARKET_REGION.china &&
    isNonBlankString(input.chinaBusinessUnit)
  )
    params.push(['businessUnit', input.chinaBusinessUnit]);
  return params;
}

/** The help-center address with its query string. */
export function helpCenterUrl(base: string, input: HelpCenterInput): string {
  const query = helpCenterParams(input)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&');
  return `${base}${base.includes('?') ? '&' : '?'}${query}`;
}
