import { contentLanguage } from '@gp/domain';
import type { CultureCode } from '@gp/api';
import type { StoredPolicy } from '../../db/json-types';

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
