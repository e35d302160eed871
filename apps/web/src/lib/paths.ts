import {
  ROUTE_PREFIX,
  SCREEN_PAGES,
  routePath,
  type ScreenPageId,
} from '@gp/domain';

/** The app's base path (DESIGN.md §3 Routes: /gl/<page id with _ written as ->). */
export const APP_BASENAME = ROUTE_PREFIX;

/** The pages with a screen, from packages/domain (dt_results has none). */
export const PAGE_IDS = SCREEN_PAGES;
export type PageId = ScreenPageId;

/** The router path of a page, under the basename: dt_intro -> /dt-intro. */
export const pathOf = (page: PageId): string =>
  routePath(page).slice(APP_BASENAME.length);

/** The full address of a page, e.g. /gl/login. */
export const urlOf = (page: PageId): string => routePath(page);

/** The page at a full address (/gl/learn or /gl/learn/), if any. */
export function pageAt(pathname: string): PageId | undefined {
  const path = pathname.replace(/\/+$/, '');
  return PAGE_IDS.find((p) => urlOf(p) === path);
}
