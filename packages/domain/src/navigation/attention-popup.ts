import { clampPopupPage } from '../format/screen';

/** spec 02 §2 Requires-attention popup: four pages, index 0 to 3. */
export const ATTENTION_POPUP_PAGES = 4;
/** spec 02 §9 Timers: popup page lock 500 ms. */
export const POPUP_PAGE_LOCK_MS = 500;

// spec 02 §2: a 500 ms lock between clicks; a click inside the lock is ignored.
export function popupPageStep(state: {
  page: number;
  delta: number;
  now: number;
  lockedUntil: number;
}): { page: number; lockedUntil: number } {
  if (state.now < state.lockedUntil)
    return { page: state.page, lockedUntil: state.lockedUntil };
  const page = clampPopupPage(state.page + state.delta, ATTENTION_POPUP_PAGES);
  if (page === state.page) return { page, lockedUntil: state.lockedUntil };
  return { page, lockedUntil: state.now + POPUP_PAGE_LOCK_MS };
}
