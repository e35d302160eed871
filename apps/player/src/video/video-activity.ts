import type { CultureCode, PlayerActivity } from '@gp/api';
import { LANGUAGES } from '../i18n/i18n';

/** The lesson's video: the lessons contract's video activity or a bare explainer (DESIGN.md §4 Videos). */
export type VideoActivity = Extract<PlayerActivity, { Type: 'video' }>;

/** The interface language as the domain's rules take it (English when unknown). */
export function interfaceLanguage(language: string): CultureCode {
  return LANGUAGES.find((l) => l === language) ?? 'en-US';
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
