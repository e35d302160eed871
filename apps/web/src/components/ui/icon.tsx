import type { SVGProps } from 'react';

/** A stroke (or filled) shape of a 24 × 24 icon. */
interface Shape {
  d: string;
  /** Filled with the text colour as well as stroked. */
  filled?: boolean;
  width?: number;
  round?: 'cap' | 'join';
}

const RING: Shape = { d: 'M12 3a9 9 0 1 1 0 18a9 9 0 1 1 0-18z', width: 2 };

/**
 * The interface's icons, drawn once: each is a list of shapes on a 24 × 24
 * grid in the text colour, so an icon follows the theme and the contrast of
 * the control it sits in.
 */
const ICONS = {
  back: [{ d: 'M15 5l-7 7 7 7', width: 2.5, round: 'cap' }],
  chevronDown: [{ d: 'M6 9l6 6 6-6', width: 2.5, round: 'cap' }],
  close: [{ d: 'M6 6l12 12M18 6L6 18', width: 2.5, round: 'cap' }],
  globe: [
    RING,
    { d: 'M3 12h18M12 3c2.8 3 2.8 15 0 18M12 3c-2.8 3-2.8 15 0 18', width: 2 },
  ],
  help: [
    RING,
    {
      d: 'M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.7.3-1 .9-1 1.6v.6M12 17v.5',
      width: 2,
      round: 'cap',
    },
  ],
  pause: [{ d: 'M8 5v14M16 5v14', width: 4, round: 'cap' }],
  play: [{ d: 'M8 5l11 7-11 7z', filled: true, width: 2, round: 'join' }],
  skipBack: [
    { d: 'M7 5v14M19 5l-9 7 9 7z', filled: true, width: 2, round: 'join' },
  ],
  skipForward: [
    { d: 'M17 5v14M5 5l9 7-9 7z', filled: true, width: 2, round: 'join' },
  ],
} satisfies Record<string, readonly Shape[]>;

export type IconName = keyof typeof ICONS;

export interface IconProps extends Omit<
  SVGProps<SVGSVGElement>,
  'children' | 'viewBox'
> {
  name: IconName;
  /** Width and height in CSS pixels. */
  size?: number;
}

/** A decorative icon: hidden from assistive technology, never focusable; the control it sits in carries the name. */
export function Icon({ name, size = 22, ...rest }: IconProps) {
  const shapes: readonly Shape[] = ICONS[name];
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {shapes.map((shape) => (
        <path
          key={shape.d}
          d={shape.d}
          fill={shape.filled ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth={shape.width ?? 2}
          strokeLinecap={shape.round === 'cap' ? 'round' : undefined}
          strokeLinejoin={shape.round === 'join' ? 'round' : undefined}
        />
      ))}
    </svg>
  );
}
