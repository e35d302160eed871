import type { CultureCode } from '@gp/api';
import type enAuth from '../locales/en-US/auth.json';
import type enCommon from '../locales/en-US/common.json';
import type enNav from '../locales/en-US/nav.json';
import type { featureResources } from './i18n-features';
import { rememberLanguage } from './gp-cookie';
import {
  FIRST_NAMESPACE_NAMES,
  loadStrings,
  NAMESPACE_NAMES,
} from './locale-files';
import {
  createTranslator,
  type KeyFor,
  type TranslateFunction,
  type Translator,
} from './translator';

export const LANGUAGES: readonly CultureCode[] = [
  'en-US',
  'zh-CN',
  'ru-RU',
  'id-ID',
];

/** The English strings' shape, which types every t() call: a key missing there is a type error. */
export type Resources = {
  common: typeof enCommon;
  auth: typeof enAuth;
  nav: typeof enNav;
} & (typeof featureResources)['en-US'];

export type Namespace = keyof Resources;

export const defaultNS = 'common';

/** `t` with namespace N first: N's keys, and any namespace's as `ns:key`. */
export type TFunction<N extends Namespace = typeof defaultNS> =
  TranslateFunction<KeyFor<Resources, N>>;

/** The app's translator (translator.ts), which useTranslation gives components as `i18n`. */
export type AppI18n = Translator<CultureCode, Resources, typeof defaultNS>;

/** Every namespace (every language has the same files). */
export const NAMESPACES = NAMESPACE_NAMES as Namespace[];

/**
 * What the first page shows: login, the layouts, the nav bar and the loading
 * state. Every lazy screen waits for the rest (app/routes/screens.tsx).
 */
export const FIRST_NAMESPACES = FIRST_NAMESPACE_NAMES as Namespace[];

/**
 * The translator in a language with the namespaces given loaded (all by
 * default; the app starts with FIRST_NAMESPACES), each read from its file
 * (locale-files.ts), so changeLanguage() fetches the new language's strings
 * before switching. Every key exists in all four languages (i18n.test.ts),
 * so no language falls back to another. The <html lang> attribute follows
 * every change, and so does the gp_cookie object (gp-cookie.ts).
 */
export async function initI18n(
  language: CultureCode,
  namespaces: readonly Namespace[] = NAMESPACES,
): Promise<AppI18n> {
  const i18n = createTranslator<CultureCode, Resources, typeof defaultNS>({
    language,
    defaultNamespace: defaultNS,
    load: loadStrings,
  });
  const showLanguage = (lng: CultureCode) => {
    if (typeof document === 'undefined') return;
    document.documentElement.lang = lng;
    rememberLanguage(lng);
  };
  showLanguage(language);
  i18n.on('languageChanged', showLanguage);
  await i18n.loadNamespaces(namespaces);
  return i18n;
}

/** The current interface language as one of the four culture codes. */
export function currentLanguage(lng: string | undefined): CultureCode {
  return (LANGUAGES as readonly string[]).includes(lng ?? '')
    ? (lng as CultureCode)
    : 'en-US';
}
