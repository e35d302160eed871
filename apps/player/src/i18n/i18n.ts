import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { CultureCode } from '@gp/api';
import enUS from '../locales/en-US/player.json';
import idID from '../locales/id-ID/player.json';
import ruRU from '../locales/ru-RU/player.json';
import zhCN from '../locales/zh-CN/player.json';

export const LANGUAGES: readonly CultureCode[] = [
  'en-US',
  'zh-CN',
  'ru-RU',
  'id-ID',
];

export const defaultNS = 'player';

export const resources = {
  'en-US': { player: enUS },
  'zh-CN': { player: zhCN },
  'ru-RU': { player: ruRU },
  'id-ID': { player: idID },
} as const;

/** Starts an i18next instance in a language; <html lang> and the title follow every change. */
export async function initI18n(language: CultureCode): Promise<i18n> {
  const instance = i18next.createInstance();
  instance.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
    document.title = instance.t('app.title');
  });
  await instance.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: 'en-US',
    supportedLngs: LANGUAGES,
    ns: [defaultNS],
    defaultNS,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
