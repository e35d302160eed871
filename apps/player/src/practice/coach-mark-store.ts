const KEY = 'gp-player:coach-mark:menu';

/** spec 02 §2: the coach mark about the menu shows on first use; seen once is seen for good on this device. */
export function menuCoachMarkSeen(): boolean {
  try {
    return window.localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function markMenuCoachMarkSeen(): void {
  try {
    window.localStorage.setItem(KEY, '1');
  } catch {
    // Storage blocked: the coach mark shows again next time, which is harmless.
  }
}
