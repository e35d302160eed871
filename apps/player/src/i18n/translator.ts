/**
 * The player's translator: the part of i18next it used (nested keys, `{{name}}`
 * values, v4 plural suffixes, one fallback language), in a page of code
 * instead of 55 KB of the first bundle and its script time (issue 16). The
 * rules of finding and filling a string are packages/domain's
 * (format/messages.ts), shared with the web app's translator.
 */

import {
  findMessage,
  interpolate,
  pluralForms,
  type Messages,
  type MessageValues,
} from '@gp/domain';

export type { Messages, MessageKey } from '@gp/domain';

/** What `{{name}}` placeholders are filled with; a numeric `count` also picks the plural form. */
export type Values = MessageValues;

export type TranslateFunction<Key extends string> = (
  key: Key,
  values?: Values,
) => string;

export interface Translator<Language extends string, Key extends string> {
  readonly language: Language;
  /** Bound to the current language: a new function after each change, so hooks and memos that use it see the change. */
  readonly t: TranslateFunction<Key>;
  /** Switches the language and tells every listener, even when it is the same one (as i18next's languageChanged). */
  changeLanguage: (language: Language) => void;
  /** For useSyncExternalStore and the page's lang and title; returns the unsubscribe. */
  subscribe: (listener: () => void) => () => void;
}

/**
 * A translator over every language's messages. A key is looked for in the
 * language, then in the fallback; with a numeric `count`, as `key_<plural
 * form>` (`key_zero` first for 0, as i18next), then `key_other`, then `key`.
 * A key found nowhere comes back as itself.
 */
export function createTranslator<Language extends string, Key extends string>(
  messages: Readonly<Partial<Record<Language, Messages>>>,
  language: Language,
  fallback: Language,
): Translator<Language, Key> {
  const pluralOf = pluralForms();
  const find = (lng: Language, key: string, values?: Values) =>
    findMessage(messages[lng], key, values, (count) => pluralOf(lng, count));

  const bind =
    (lng: Language): TranslateFunction<Key> =>
    (key, values) => {
      const text =
        find(lng, key, values) ??
        (lng === fallback ? undefined : find(fallback, key, values));
      return text === undefined ? key : interpolate(text, values);
    };

  const listeners = new Set<() => void>();
  let current = language;
  let t = bind(language);
  return {
    get language() {
      return current;
    },
    get t() {
      return t;
    },
    changeLanguage: (next) => {
      if (next !== current) {
        current = next;
        t = bind(next);
      }
      for (const listener of [...listeners]) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
