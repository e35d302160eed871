import type { CultureCode } from '@gp/api';
import enUS from '../locales/en-US/player.json';
import idID from '../locales/id-ID/player.json';
import ruRU from '../locales/ru-RU/player.json';
import zhCN from '../locales/zh-CN/player.json';
import {
  createTranslator,
  type MessageKey,
  type TranslateFunction,
  type Translator,
} from './translator';

export const LANGUAGES: readonly CultureCode[] = [
  'en-US',
  'zh-CN',
  'ru-RU',
  'id-ID',
];

export const resources = {
  'en-US': enUS,
  'zh-CN': zhCN,
  'ru-RU': ruRU,
  'id-ID': idID,
} as const;

/** The keys of the English strings: a key missing there is a type error at its `t` call. */
export type PlayerKey = MessageKey<typeof enUS>;

export type TFunction = TranslateFunction<PlayerKey>;

export type PlayerI18n = Translator<CultureCode, PlayerKey>;

/** The player's translator in a language, English where a string is missing; <html lang> and the title follow every change. */
export function initI18n(language: CultureCode): PlayerI18n {
  const i18n = createTranslator<CultureCode, PlayerKey>(
    resources,
    language,
    'en-US',
  );
  const showLanguage = () => {
    document.documentElement.lang = i18n.language;
    document.title = i18n.t('app.title');
  };
  showLanguage();
  i18n.subscribe(showLanguage);
  return i18n;
}
