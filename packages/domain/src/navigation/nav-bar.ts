import type { PageId } from './pages';
import { moduleLessonBack } from './study-redirects';
import { purchaseGuideBack } from './test-redirects';

/** Where the student came from, as the local record keeps it. */
export interface BackContext {
  /** The page a module lesson was opened for (spec 02 §2). */
  targetPage?: string | null;
  /** The page purchase_guide was entered from (spec 01 §2). */
  entryPage?: string | null;
}

// spec 01 §2 / spec 02 §2: pages whose back button always goes to the same page.
const FIXED_BACK: Partial<Record<PageId, PageId>> = {
  dt_intro: 'learn', // spec 01 §2 dt_intro: the logo and back go to learn
  welcome: 'gp_intro', // spec 01 §2 welcome
  profile: 'welcome', // spec 01 §2 profile
  set_level: 'profile', // spec 01 §2 set_level
  ready_go: 'set_level', // spec 01 §2 ready_go
  custom_test: 'learn', // spec 02 §2 Custom test: a link back to learn
};

// spec 01 §2 / spec 02 §2 Navigation bar: where back goes on each page; null where there is no back.
export function navBarBack(
  page: PageId,
  from: BackContext = {},
): PageId | null {
  if (page === 'module_lesson') return moduleLessonBack(from.targetPage);
  if (page === 'purchase_guide') return purchaseGuideBack(from.entryPage);
  return FIXED_BACK[page] ?? null;
}
