// spec 02 §9: small-screen threshold 660 px (the breakpoints live in the web's CSS).
export const SMALL_SCREEN_MAX = 660;
// spec 02 §9: click versus drag 10 px; swipe 5 px.
export const DRAG_THRESHOLD_PX = 10;
export const SWIPE_THRESHOLD_PX = 5;

export function isSmallScreen(width: number): boolean {
  return width < SMALL_SCREEN_MAX;
}

export type HoverPlacement = 'left' | 'center' | 'right';

// spec 02 §2 Hover container placement (windows narrower than 768 px only): right beyond
// 65% of the window width, center beyond 35%, else left. Null: default placement.
export function hoverPlacement(
  clickX: number,
  windowWidth: number,
): HoverPlacement | null {
  if (windowWidth >= 768) return null;
  // Compared in whole percents: 700 * 0.35 is 244.99999999999997 in floating point.
  if (clickX * 100 > windowWidth * 65) return 'right';
  if (clickX * 100 > windowWidth * 35) return 'center';
  return 'left';
}

interface Point {
  x: number;
  y: number;
}

// spec 02 §2 Module cards: a click, not a drag of 10 px or more (non-touch devices).
export function isClickNotDrag(down: Point, up: Point): boolean {
  return Math.hypot(up.x - down.x, up.y - down.y) < DRAG_THRESHOLD_PX;
}

/** spec 02 §9: a horizontal move of 5 px or more is a swipe; its direction. */
export function swipeDirection(
  startX: number,
  endX: number,
): 'left' | 'right' | null {
  const dx = endX - startX;
  if (Math.abs(dx) < SWIPE_THRESHOLD_PX) return null;
  return dx < 0 ? 'left' : 'right';
}

// spec 02 §2 Progress views: circular progress, 3.6 degrees per percent; above 50 the
// left half rotates too, otherwise only the right.
export function circularProgressRotation(percent: number): {
  rightDeg: number;
  leftDeg: number;
} {
  const p = Math.min(100, Math.max(0, Number.isFinite(percent) ? percent : 0));
  if (p > 50) return { rightDeg: 180, leftDeg: (p - 50) * 3.6 };
  return { rightDeg: p * 3.6, leftDeg: 0 };
}

// spec 02 §2 Requires-attention popup: page index clamps between 0 and 3.
export function clampPopupPage(index: number, pageCount = 4): number {
  return Math.min(Math.max(0, Math.trunc(index)), pageCount - 1);
}
