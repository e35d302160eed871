import { contentLanguage } from '@gp/domain';
import type { CultureCode } from '@gp/api';

type Localized = { en: string; zh: string; ru: string; id: string };
/** How a policy version is stored (from packages/content privacy-policy.yaml). */
export interface StoredPolicy {
  title: Localized;
  sections: { heading: Localized; body: Localized }[];
}

export function localize(policy: StoredPolicy, culture: CultureCode) {
  const lang = contentLanguage(culture);
  return {
    title: policy.title[lang],
    sections: policy.sections.map((s) => ({
      heading: s.heading[lang],
      body: s.body[lang],
    })),
  };
}
