import {
  explainerTimeline,
  slideAt as slideAtPosition,
  slideDurationMs as pacedSlideMs,
  type SlideText,
} from '@gp/domain';

/** A slide of an explainer: a title and a short text. */
export interface ExplainerSlide {
  Title: string;
  Body: string;
}

const textOf = (slide: ExplainerSlide): SlideText => ({
  title: slide.Title,
  body: slide.Body,
});

/**
 * How long a slide stays up when the explainer plays (DESIGN.md §4 Videos):
 * the domain's pacing, the one the player and the server's video durations use.
 */
export function slideDurationMs(slide: ExplainerSlide): number {
  return pacedSlideMs(textOf(slide));
}

/** Where each slide starts and the whole length, in milliseconds. */
export function timeline(slides: readonly ExplainerSlide[]): {
  starts: number[];
  total: number;
} {
  return explainerTimeline(slides.map(textOf));
}

/** The slide shown at a position of the timeline. */
export function slideAt(starts: readonly number[], position: number): number {
  return slideAtPosition({ starts: [...starts], total: 0 }, position);
}
