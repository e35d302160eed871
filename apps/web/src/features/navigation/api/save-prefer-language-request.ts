import { savePreferLanguage, type CultureCode } from '@gp/api';
import { apiRequest } from '../../../lib/api-client';

/** PUT /api/v2/PreferLanageCode/Save/ (spec 01 §7; the path's spelling is the specification's). */
export function savePreferLanguageRequest(language: CultureCode) {
  return apiRequest(savePreferLanguage, {
    body: { PreferLanguageCode: language },
  });
}
