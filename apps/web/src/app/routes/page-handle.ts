import type { UIMatch } from 'react-router';
import type { PageId } from '../../lib/paths';

/** What a page route tells the layout around it: which page it is; packages/domain knows the rest. */
export interface PageHandle {
  page: PageId;
}

export function pageHandleOf(matches: UIMatch[]): PageHandle | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as PageHandle | undefined;
    if (handle?.page) return handle;
  }
  return undefined;
}
