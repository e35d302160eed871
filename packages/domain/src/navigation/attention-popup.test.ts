import { describe, expect, it } from 'vitest';
import { clampPopupPage } from '../format/screen';
import {
  ATTENTION_POPUP_PAGES,
  POPUP_PAGE_LOCK_MS,
  popupPageStep,
} from './attention-popup';

describe('requires-attention popup pages (spec 02 §2, §9)', () => {
  it('spec 02 §2: has four pages and clamps the index between 0 and 3', () => {
    expect(ATTENTION_POPUP_PAGES).toBe(4);
    expect(clampPopupPage(-1)).toBe(0);
    expect(clampPopupPage(2)).toBe(2);
    expect(clampPopupPage(7)).toBe(3);
  });

  it('spec 02 §9: a click inside the 500 ms lock is ignored, one after it moves', () => {
    expect(POPUP_PAGE_LOCK_MS).toBe(500);
    const first = popupPageStep({
      page: 0,
      delta: 1,
      now: 1000,
      lockedUntil: 0,
    });
    expect(first).toEqual({ page: 1, lockedUntil: 1500 });
    expect(popupPageStep({ ...first, delta: 1, now: 1499 })).toEqual(first);
    expect(popupPageStep({ ...first, delta: 1, now: 1500 })).toEqual({
      page: 2,
      lockedUntil: 2000,
    });
  });

  it('spec 02 §2: previous on the first page and next on the last stay put', () => {
    expect(
      popupPageStep({ page: 0, delta: -1, now: 10, lockedUntil: 0 }).page,
    ).toBe(0);
    expect(
      popupPageStep({ page: 3, delta: 1, now: 10, lockedUntil: 0 }).page,
    ).toBe(3);
  });
});
