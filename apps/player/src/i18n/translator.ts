/**
 * The player's translator: the part of i18next it used (nested keys, `{{name}}`
 * values, v4 plural suffixes, one fallback language), in a page of code
 * instead of 55 KB of the first bundle and its script time (issue 16).
 */

/** A locale file: nested objects of strings. */
export type Messages = { readonly [key: string]: string | Messages };

/** What `{{name}}` placeholders are filled with; a numeric `count` also picks the plural form. */
export type Values = Readonly<Record<string, string | number>>;

type PluralSuffix = `_${Intl.LDMLPluralRule}`;

/** `unanswered_one` is also reached as `unanswered`, as i18next's keys are. */
type PluralBase<K extends string> = K extends `${infer B}${PluralSuffix}`
  ? B
  : never;

/** Every dotted path to a string in a locale file, the typed keys of `t`. */
export type MessageKey<T> = {
  [K in keyof T & string]: T[K] extends string
    ? K | PluralBase<K>
    : `${K}.${MessageKey<T[K]>}`;
}[keyof T & string];

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

const PLACEHOLDER = /{{(.+?)}}/g;

/**
 * Fills `{{name}}` without escaping, as i18next with escapeValue false: React
 * escapes what it renders. A value not given keeps its placeholder, as in i18next.
 */
function interpolate(text: string, values?: Values): string {
  if (!values) return text;
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = values[name.trim()];
    return value === undefined ? whole : String(value);
  });
}

function lookup(messages: Messages | undefined, key: string) {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
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
  const rules = new Map<string, Intl.PluralRules>();
  const pluralOf = (lng: Language, count: number) => {
    let rule = rules.get(lng);
    if (!rule) rules.set(lng, (rule = new Intl.PluralRules(lng)));
    return rule.select(count);
  };

  const find = (lng: Language, key: string, values?: Values) => {
    const count = values?.count;
    const keys =
      typeof count === 'number'
        ? [
            ...(count === 0 ? [`${key}_zero`] : []),
            `${key}_${pluralOf(lng, count)}`,
            `${key}_other`,
            key,
          ]
        : [key];
    for (const candidate of keys) {
      const text = lookup(messages[lng], candidate);
      if (text !== undefined) return text;
    }
    return undefined;
  };

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
