import type { CultureCode } from '@gp/api';

type Localized = { en: string; zh: string; ru: string; id: string };
/** How a policy version is stored (from packages/content privacy-policy.yaml). */
export interface StoredPolicy {
  title: Localized;
  sections: { heading: Localized; body: Localized }[];
}

const LANGUAGE: Record<CultureCode, keyof Localized> = {
  'en-US': 'en',
  'zh-CN': 'zh',
  'ru-RU': 'ru',
  'id-ID': 'id',
};

export function localize(policy: StoredPolicy, culture: CultureCode) {
  const lang = LANGUAGE[culture];
  return {
    title: policy.title[lang],
    sections: policy.sections.map((s) => ({
      heading: s.heading[lang],
      body: s.body[lang],
    })),
  };
}
