import { useRef, type MouseEvent, type PointerEvent } from 'react';
import { isClickNotDrag } from '@gp/domain';

/**
 * A click anywhere on a module card opens it (spec 02 §2 Module cards), but
 * not after a drag of 10 px or more with a mouse or pen (spec 02 §9; packages/domain
 * isClickNotDrag): the student was scrolling or selecting text. Touch taps
 * always count. Clicks on the card's own buttons and links are theirs.
 */
export function useCardClick(onOpen: () => void) {
  const down = useRef<{ x: number; y: number; touch: boolean } | null>(null);
  return {
    onPointerDown: (e: PointerEvent<HTMLElement>) => {
      down.current = {
        x: e.clientX,
        y: e.clientY,
        touch: e.pointerType === 'touch',
      };
    },
    onClick: (e: MouseEvent<HTMLElement>) => {
      const target = e.target as HTMLElement;
      if (target.closest('button, a')) return;
      const start = down.current;
      down.current = null;
      if (
        start &&
        !start.touch &&
        !isClickNotDrag(start, { x: e.clientX, y: e.clientY })
      )
        return;
      onOpen();
    },
  };
}
