import { isScreenPage } from '@gp/domain';
import { pathOf } from './paths';

/** The router path of a page id from packages/domain; a page without a screen (dt_results) is login (DESIGN.md §3). */
export function pathOfPage(page: string): string {
  return pathOf(isScreenPage(page) ? page : 'login');
}
