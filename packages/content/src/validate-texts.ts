import type { ContentProblem } from './load';
import type { TextsFile } from './schema';

/**
 * The purchase guide shows three marketing texts in this order, each with
 * the icon named by its key (apps/web purchase-guide-page; docs/api.md
 * CourseTexts).
 */
export const MARKETING_KEYS = ['efficient', 'systematic', 'engaging'] as const;

/** Checks texts.yaml beyond its schema. */
export function validateTexts(
  texts: TextsFile,
  file = 'texts.yaml',
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  texts.marketing.forEach((m, i) => {
    const want = MARKETING_KEYS[i];
    if (want !== undefined && m.key !== want)
      problems.push({
        file,
        path: `marketing.${i}.key`,
        message: `is "${m.key}" but must be "${want}" (the marketing texts are ${MARKETING_KEYS.join(', ')}, in this order)`,
      });
  });
  return problems;
}
