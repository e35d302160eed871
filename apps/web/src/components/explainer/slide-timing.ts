/** A slide of an explainer: a title and a short text. */
export interface ExplainerSlide {
  Title: string;
  Body: string;
}

const CJK = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/g;
const MIN_MS = 4000;
const MAX_MS = 25_000;

/**
 * How long a slide stays up when the explainer plays (DESIGN.md §4 Videos:
 * a paced slide sequence): time to read it at a child's pace (about 180
 * words a minute; two CJK characters count as one word), in whole seconds.
 */
export function slideDurationMs(slide: ExplainerSlide): number {
  const text = `${slide.Title} ${slide.Body}`;
  const cjk = text.match(CJK)?.length ?? 0;
  const words = text.replace(CJK, ' ').split(/\s+/).filter(Boolean).length;
  const units = words + cjk / 2;
  const ms = 2500 + units * 330;
  return Math.round(Math.min(MAX_MS, Math.max(MIN_MS, ms)) / 1000) * 1000;
}

/** Where each slide starts and the whole length, in milliseconds. */
export function timeline(slides: readonly ExplainerSlide[]): {
  starts: number[];
  total: number;
} {
  const starts: number[] = [];
  let total = 0;
  for (const slide of slides) {
    starts.push(total);
    total += slideDurationMs(slide);
  }
  return { starts, total };
}

/** The slide shown at a position of the timeline. */
export function slideAt(starts: readonly number[], position: number): number {
  let index = 0;
  for (let i = 0; i < starts.length; i++) {
    if ((starts[i] ?? 0) <= position) index = i;
  }
  return index;
}
