import { z } from 'zod';

/** The four interface languages of the course (spec 01 §1: EN, CN, RU, ID). */
export const CONTENT_LANGUAGES = ['en', 'zh', 'ru', 'id'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

/** Culture codes as the API speaks them (spec 01 §9). */
export const CULTURE_CODE_BY_LANGUAGE: Record<ContentLanguage, string> = {
  en: 'en-US',
  zh: 'zh-CN',
  ru: 'ru-RU',
  id: 'id-ID',
};

export const nonBlank = z
  .string()
  .refine((s) => s.trim().length > 0, { message: 'must not be blank' });

/** A user-facing text, present in all four languages. */
export const localizedText = z
  .object({ en: nonBlank, zh: nonBlank, ru: nonBlank, id: nonBlank })
  .strict();
export type LocalizedText = z.infer<typeof localizedText>;

export const slug = z
  .string()
  .regex(
    /^[a-z0-9]+(-[a-z0-9]+)*$/,
    'use lower-case letters, digits and single hyphens',
  );
