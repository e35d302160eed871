import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { CultureCode } from '@gp/api';
import enAuth from '../locales/en-US/auth.json';
import enCommon from '../locales/en-US/common.json';
import enNav from '../locales/en-US/nav.json';
import idAuth from '../locales/id-ID/auth.json';
import idCommon from '../locales/id-ID/common.json';
import idNav from '../locales/id-ID/nav.json';
import ruAuth from '../locales/ru-RU/auth.json';
import ruCommon from '../locales/ru-RU/common.json';
import ruNav from '../locales/ru-RU/nav.json';
import zhAuth from '../locales/zh-CN/auth.json';
import zhCommon from '../locales/zh-CN/common.json';
import zhNav from '../locales/zh-CN/nav.json';
import { FEATURE_NAMESPACES, featureResources } from './i18n-features';

export const LANGUAGES: readonly CultureCode[] = [
  'en-US',
  'zh-CN',
  'ru-RU',
  'id-ID',
];

export const resources = {
  'en-US': {
    common: enCommon,
    auth: enAuth,
    nav: enNav,
    ...featureResources['en-US'],
  },
  'zh-CN': {
    common: zhCommon,
    auth: zhAuth,
    nav: zhNav,
    ...featureResources['zh-CN'],
  },
  'ru-RU': {
    common: ruCommon,
    auth: ruAuth,
    nav: ruNav,
    ...featureResources['ru-RU'],
  },
  'id-ID': {
    common: idCommon,
    auth: idAuth,
    nav: idNav,
    ...featureResources['id-ID'],
  },
} as const;

export const defaultNS = 'common';

/** Starts i18next in a language; the <html lang> attribute follows every change. */
export async function initI18n(language: CultureCode) {
  const instance = i18next.createInstance();
  instance.on('languageChanged', (lng) => {
    if (typeof document !== 'undefined') document.documentElement.lang = lng;
  });
  await instance.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: 'en-US',
    supportedLngs: LANGUAGES,
    ns: ['common', 'auth', 'nav', ...FEATURE_NAMESPACES],
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
