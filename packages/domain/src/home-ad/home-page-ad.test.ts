import { describe, expect, it } from 'vitest';
import {
  homeAdIsShown,
  homeAdOpensByItself,
  homeAdSaveOnClose,
  homeAdVariant,
} from './home-page-ad';

const unread = { IsShown: true, IsRead: false };
const calm = {
  overlay: 0 as const,
  otherPopupOpen: false,
  closedThisVisit: false,
};

describe('home-page ad: who sees it (spec 02 §1, §6)', () => {
  it('shows the welcome ad to regular and demo students, not to expired ones (told to renew instead)', () => {
    expect(homeAdIsShown(1)).toBe(true);
    expect(homeAdIsShown(4)).toBe(true);
    expect(homeAdIsShown(2)).toBe(false);
    // spec 01 §3: any other UserStatus is treated as regular.
    expect(homeAdIsShown(7)).toBe(true);
  });

  it('gives demo students the Have a try / Get the full version prompts (spec 02 §6)', () => {
    expect(homeAdVariant(4)).toBe('demo');
    expect(homeAdVariant(1)).toBe('welcome');
  });
});

describe('home-page ad: when it opens (spec 02 §4 Home ad)', () => {
  it('opens by itself when shown, unread and no overlay is open', () => {
    expect(homeAdOpensByItself({ ad: unread, ...calm })).toBe(true);
  });

  it('stays shut when not shown, already read, or not loaded yet', () => {
    expect(
      homeAdOpensByItself({ ad: { IsShown: false, IsRead: false }, ...calm }),
    ).toBe(false);
    expect(
      homeAdOpensByItself({ ad: { IsShown: true, IsRead: true }, ...calm }),
    ).toBe(false);
    expect(homeAdOpensByItself({ ad: undefined, ...calm })).toBe(false);
  });

  it.each([1, 2, 3] as const)(
    'waits while learn overlay %i (DT results, CT results, DT mistakes; spec 02 §2) is open',
    (overlay) => {
      expect(homeAdOpensByItself({ ad: unread, ...calm, overlay })).toBe(false);
    },
  );

  it('has the lowest priority: waits for warnings, the learn-more popup and coach marks', () => {
    expect(
      homeAdOpensByItself({ ad: unread, ...calm, otherPopupOpen: true }),
    ).toBe(false);
  });

  it('does not come back in the same visit once closed, even if saving the read failed (spec 02 §8)', () => {
    expect(
      homeAdOpensByItself({ ad: unread, ...calm, closedThisVisit: true }),
    ).toBe(false);
  });
});

describe('home-page ad: closing (spec 02 §4 "closing marks it read once")', () => {
  it('saves the read on the first close only', () => {
    expect(homeAdSaveOnClose({ ad: unread, savedThisVisit: false })).toBe(true);
    expect(homeAdSaveOnClose({ ad: unread, savedThisVisit: true })).toBe(false);
    expect(
      homeAdSaveOnClose({
        ad: { IsShown: true, IsRead: true },
        savedThisVisit: false,
      }),
    ).toBe(false);
  });
});
