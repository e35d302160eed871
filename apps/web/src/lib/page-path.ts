import { PAGE_IDS, pathOf, type PageId } from './paths';

const isPage = (p: string): p is PageId =>
  (PAGE_IDS as readonly string[]).includes(p);

/** The router path of a page id from packages/domain; a page without a screen (dt_results) is login (DESIGN.md §3). */
export function pathOfPage(page: string): string {
  return pathOf(isPage(page) ? page : 'login');
}
