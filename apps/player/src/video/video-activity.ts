import type { ExplainerSlide, PlayerActivity } from '@gp/api';
import type { SlideText } from '@gp/domain';
import { localized } from '../question-types/explainer/explainer-entries';

/** The lesson's video: the lessons contract's video activity or a bare explainer (DESIGN.md §4 Videos). */
export type VideoActivity = Extract<PlayerActivity, { Type: 'video' }>;

/** A slide's texts as shown in the interface language, for the paced timeline (packages/domain explainerTimeline). */
export function slideText(slide: ExplainerSlide, language: string): SlideText {
  return {
    title: localized(slide.Title, language),
    body: localized(slide.Body, language),
    extra: [
      ...(slide.Examples ?? []),
      ...(slide.Wrong === undefined ? [] : [slide.Wrong]),
      ...(slide.Right === undefined ? [] : [slide.Right]),
    ],
  };
}

/** A real video file for the language, when the content names one (DESIGN.md §4 Videos). */
export function videoFile(
  activity: VideoActivity,
  language: string,
): string | null {
  if (!('Videos' in activity) || !activity.Videos) return null;
  const code = language.slice(0, 2) as 'en' | 'zh' | 'ru' | 'id';
  return activity.Videos[code] ?? null;
}
