/** spec 01 §2 / spec 02 §2 page identifiers. */
export type PageId =
  | 'login'
  | 'testing'
  | 'profile'
  | 'dt_intro'
  | 'learn'
  | 'module_lesson'
  | 'remediation_lesson'
  | 'welcome'
  | 'ready_go'
  | 'dt_results'
  | 'set_level'
  | 'custom_test'
  | 'ct_testing'
  | 'gp_intro'
  | 'purchase_guide';

export const PAGE_IDS: readonly PageId[] = [
  'login',
  'testing',
  'profile',
  'dt_intro',
  'learn',
  'module_lesson',
  'remediation_lesson',
  'welcome',
  'ready_go',
  'dt_results',
  'set_level',
  'custom_test',
  'ct_testing',
  'gp_intro',
  'purchase_guide',
];

/** A page with a screen: every page but dt_results. */
export type ScreenPageId = Exclude<PageId, 'dt_results'>;

// spec 01 §2: dt_results exists as an identifier but has no screen registered.
export function isScreenPage(page: string): page is ScreenPageId {
  return (
    page !== 'dt_results' && (PAGE_IDS as readonly string[]).includes(page)
  );
}

export const SCREEN_PAGES: readonly ScreenPageId[] =
  PAGE_IDS.filter(isScreenPage);

/** DESIGN.md §3 Routes: every page sits under this prefix. */
export const ROUTE_PREFIX = '/gl';

// DESIGN.md §3 Routes: /gl/<page identifier with _ written as ->.
export function routePath(page: PageId): string {
  return `${ROUTE_PREFIX}/${page.replace(/_/g, '-')}`;
}

// spec 01 §2 / spec 02 §2 Navigation bar: shown on these pages, hidden elsewhere.
export const NAV_BAR_PAGES: readonly PageId[] = [
  'learn',
  'module_lesson',
  'dt_intro',
  'welcome',
  'profile',
  'set_level',
  'ready_go',
  'custom_test',
  'purchase_guide',
];

export function showsNavBar(page: PageId): boolean {
  return NAV_BAR_PAGES.includes(page);
}

// spec 02 §2: on learn, module lesson and DT intro the logo is a back link to learn.
export function logoLinksToLearn(page: PageId): boolean {
  return page === 'learn' || page === 'module_lesson' || page === 'dt_intro';
}
