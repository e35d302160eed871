import type { UIMatch } from 'react-router';
import type { PageId } from '../../lib/paths';
import type { LocalRecord } from '../../lib/storage/local-record-schema';

/** What a page route tells the layout around it. */
export interface PageHandle {
  page: PageId;
  /** The nav bar's back target, from the local record (spec 01 §2, spec 02 §2). */
  back?: (record: LocalRecord) => PageId;
  /** spec 02 §2: on learn, module lesson and DT intro the logo links to learn. */
  logoLinksToLearn?: boolean;
}

export function pageHandleOf(matches: UIMatch[]): PageHandle | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as PageHandle | undefined;
    if (handle?.page) return handle;
  }
  return undefined;
}
