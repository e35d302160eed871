/** The texts of one explainer slide in the language it is shown in. */
export interface SlideText {
  title: string;
  body: string;
  /** English examples and the common mistake, read aloud by nobody but read all the same. */
  extra?: readonly string[];
}

const CJK = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/g;
export const SLIDE_MIN_MS = 4000;
export const SLIDE_MAX_MS = 25_000;

// DESIGN.md §4 Videos: without a video file the lesson's video is its
// explainer, a paced slide sequence with a timeline and a duration. A slide
// stays up for the time a child needs to read it: 2.5 s plus 330 ms a word
// (about 180 words a minute; two CJK characters count as one word), between
// 4 and 25 s, in whole seconds so the duration shown adds up.
export function slideDurationMs(slide: SlideText): number {
  const text = [slide.title, slide.body, ...(slide.extra ?? [])].join(' ');
  const cjk = text.match(CJK)?.length ?? 0;
  const words = text.replace(CJK, ' ').split(/\s+/).filter(Boolean).length;
  const ms = 2500 + (words + cjk / 2) * 330;
  return (
    Math.round(Math.min(SLIDE_MAX_MS, Math.max(SLIDE_MIN_MS, ms)) / 1000) * 1000
  );
}

export interface ExplainerTimeline {
  /** Where each slide starts, in milliseconds from the start. */
  starts: number[];
  /** The whole length in milliseconds: the explainer's duration. */
  total: number;
}

export function explainerTimeline(
  slides: readonly SlideText[],
): ExplainerTimeline {
  const starts: number[] = [];
  let total = 0;
  for (const slide of slides) {
    starts.push(total);
    total += slideDurationMs(slide);
  }
  return { starts, total };
}

/** The slide shown at a position of the timeline (the last one at or past the end). */
export function slideAt(
  timeline: ExplainerTimeline,
  positionMs: number,
): number {
  let index = 0;
  timeline.starts.forEach((start, i) => {
    if (start <= positionMs) index = i;
  });
  return index;
}
