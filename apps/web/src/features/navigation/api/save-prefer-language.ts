import { useMutation } from '@tanstack/react-query';
import type { CultureCode } from '@gp/api';

/**
 * Saves the interface language the student chose. The request's module (the
 * wire contract, zod) loads on the first change, not with the nav bar of the
 * first page (issue 16).
 */
export function useSavePreferLanguage() {
  return useMutation({
    mutationFn: async (language: CultureCode) => {
      const { savePreferLanguageRequest } =
        await import('./save-prefer-language-request');
      return savePreferLanguageRequest(language);
    },
  });
}
