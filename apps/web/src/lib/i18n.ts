import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
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

export const LANGUAGES: readonly CultureCode[] = [
  'en-US',
  'zh-CN',
  'ru-RU',
  'id-ID',
];

/** The English strings' shape, which types every t() call (i18next.d.ts). */
export type Resources = {
  common: typeof enCommon;
  auth: typeof enAuth;
  nav: typeof enNav;
} & (typeof featureResources)['en-US'];

export const defaultNS = 'common';

/** Every namespace (every language has the same files). */
export const NAMESPACES = NAMESPACE_NAMES as (keyof Resources)[];

/**
 * What the first page shows: login, the layouts, the nav bar and the loading
 * state. Every lazy screen waits for the rest (app/routes/screens.tsx).
 */
export const FIRST_NAMESPACES = FIRST_NAMESPACE_NAMES as (keyof Resources)[];

/** i18next reads each namespace from its file, so changeLanguage() fetches the new language's strings before switching. */
const localeBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = loadStrings(language, namespace);
    if (!load) {
      callback(new Error(`No ${namespace} strings for ${language}`), false);
      return;
    }
    load.then(
      (strings) => callback(null, strings),
      (error: unknown) =>
        callback(
          error instanceof Error ? error : new Error(String(error)),
          false,
        ),
    );
  },
};

/**
 * Starts i18next in a language with the namespaces given loaded (all by
 * default; the app starts with FIRST_NAMESPACES); the <html lang> attribute
 * follows every change, and so does the gp_cookie object (gp-cookie.ts).
 */
export async function initI18n(
  language: CultureCode,
  namespaces: readonly string[] = NAMESPACES,
) {
  const instance = i18next.createInstance();
  instance.on('languageChanged', (lng) => {
    if (typeof document === 'undefined') return;
    document.documentElement.lang = lng;
    rememberLanguage(lng);
  });
  await instance
    .use(localeBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      // Every key exists in all four languages (i18n.test.ts), so no second
      // language is fetched as a fallback.
      fallbackLng: false,
      supportedLngs: LANGUAGES,
      load: 'currentOnly',
      // Start fetching at once rather than on a timer (a test's fake timers would hold it).
      initAsync: false,
      ns: [...namespaces],
      defaultNS,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  return instance;
}

/** The current interface language as one of the four culture codes. */
export function currentLanguage(lng: string | undefined): CultureCode {
  return (LANGUAGES as readonly string[]).includes(lng ?? '')
    ? (lng as CultureCode)
    : 'en-US';
}
