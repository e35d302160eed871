import {
  EXPLAINER_ACTIVITY_TYPE,
  type ExplainerActivity,
  type ExplainerSlide,
  type PlayerActivity,
  type PlayerModule,
} from '@gp/api';
import { contentLanguage } from '@gp/domain';
import { LANGUAGES } from '../../i18n/i18n';

/** The lesson's explainer (DESIGN.md §4 Videos): slides, no questions, no score. */
export function isExplainer(
  activity: PlayerActivity,
): activity is ExplainerActivity {
  return activity.Type === EXPLAINER_ACTIVITY_TYPE;
}

/** One explainer of the lesson, with where it came from. */
export interface ExplainerEntry {
  moduleKey: string;
  activity: ExplainerActivity;
}

/** One slide of one explainer: the player steps through these in order. */
export interface ExplainerPage {
  entry: ExplainerEntry;
  /** 0-based within its explainer. */
  slide: number;
}

export function explainerEntries(
  modules: readonly PlayerModule[],
): ExplainerEntry[] {
  return modules.flatMap((module) =>
    module.Activitys.filter(isExplainer).map((activity) => ({
      moduleKey: module.ModuleKey,
      activity,
    })),
  );
}

export function explainerPages(
  entries: readonly ExplainerEntry[],
): ExplainerPage[] {
  return entries.flatMap((entry) =>
    entry.activity.Slides.map((_, slide) => ({ entry, slide })),
  );
}

/** The page a slide is tracked as: the activity key and the slide number (track pages are at most 100 characters). */
export function pageName(page: ExplainerPage): string {
  const suffix = `#${page.slide + 1}`;
  return `${page.entry.activity.Key.slice(0, 100 - suffix.length)}${suffix}`;
}

/**
 * A course text in the interface language, English when that one is missing:
 * the rule is explained in the student's language (packages/content).
 */
export function localized(
  text: ExplainerSlide['Title'],
  language: string,
): string {
  const code = LANGUAGES.find((l) => l === language) ?? 'en-US';
  return text[contentLanguage(code)] || text.en;
}
