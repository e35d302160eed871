import { contentLanguage, type InterfaceLanguage } from '../format/languages';
import type { LocalizedText } from '../scoring/question';
import { explainerTimeline, type SlideText } from './explainer-timeline';

/** An explainer slide as the lesson activity carries it (packages/api ExplainerSlide). */
export interface LocalizedSlide {
  Title: LocalizedText;
  Body: LocalizedText;
  Examples?: readonly string[];
  Wrong?: string;
  Right?: string;
}

/** What the student reads of a slide in one interface language: the texts, then the English lines. */
export function slideTextIn(
  slide: LocalizedSlide,
  language: InterfaceLanguage,
): SlideText {
  const lang = contentLanguage(language);
  const extra = [...(slide.Examples ?? [])];
  if (slide.Wrong !== undefined) extra.push(slide.Wrong);
  if (slide.Right !== undefined) extra.push(slide.Right);
  return { title: slide.Title[lang], body: slide.Body[lang], extra };
}

// spec 02 §3 Video resource: Identifier, Duration; with no video file the explainer is
// the video (DESIGN.md §4 Videos), so its duration is its paced timeline in that language.
export function explainerDurationSeconds(
  slides: readonly LocalizedSlide[],
  language: InterfaceLanguage,
): number {
  return (
    explainerTimeline(slides.map((s) => slideTextIn(s, language))).total / 1000
  );
}
