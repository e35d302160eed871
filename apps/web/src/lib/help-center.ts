import type { CultureCode } from '@gp/api';

// The nav bar's help-center link is packages/domain helpCenterUrl (spec 02 §2).

/** A page of the static help center in a language, e.g. /help/en-US/privacy.html. */
export function helpPageUrl(
  base: string,
  language: CultureCode,
  page: string,
): string {
  const root = base.split('?')[0] ?? base;
  return `${root.endsWith('/') ? root : `${root}/`}${language}/${page}`;
}
