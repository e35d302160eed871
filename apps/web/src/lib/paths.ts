/** The app's base path and page paths (DESIGN.md §3: /gl/<page id with _ written as ->). */
export const APP_BASENAME = '/gl';

export const PAGE_IDS = [
  'login',
  'testing',
  'profile',
  'dt_intro',
  'learn',
  'module_lesson',
  'remediation_lesson',
  'welcome',
  'ready_go',
  'set_level',
  'custom_test',
  'ct_testing',
  'gp_intro',
  'purchase_guide',
] as const;
export type PageId = (typeof PAGE_IDS)[number];

/** The router path of a page, e.g. dt_intro -> /dt-intro. */
export const pathOf = (page: PageId): string => `/${page.replace(/_/g, '-')}`;

/** The full address of a page, e.g. /gl/login. */
export const urlOf = (page: PageId): string => `${APP_BASENAME}${pathOf(page)}`;
