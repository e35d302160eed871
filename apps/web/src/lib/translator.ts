/**
 * The web app's translator: the part of i18next and react-i18next it used, in
 * a page of code instead of 55 KB of the first page's vendor file and its
 * script time (issue 16). Namespaces (one locale file each) fetched per
 * language when first asked for, nested keys, `ns:key`, `{{name}}` values,
 * the i18next v4 plural suffixes, and a language switch that fetches the new
 * language's strings before it shows. The rules of finding and filling a
 * string are packages/domain's (format/messages.ts), shared with the
 * player's translator.
 */

import {
  findMessage,
  interpolate,
  pluralForms,
  type MessageKey,
  type Messages,
  type MessageValues,
} from '@gp/domain';

export type { Messages, MessageKey } from '@gp/domain';

/**
 * What `{{name}}` placeholders are filled with (one left undefined keeps its
 * placeholder, as in i18next); a numeric `count` also picks the plural form,
 * and `lng` translates in that language instead of the function's own (as
 * i18next's option).
 */
export type Values = MessageValues;

/**
 * The keys of `t` with namespace `N` first, the replacement for i18next's
 * CustomTypeOptions: N's own keys, and any namespace's as `ns:key`. `Catalog`
 * maps each namespace to the shape of its file.
 */
export type KeyFor<Catalog, N extends keyof Catalog> =
  | (N extends keyof Catalog ? MessageKey<Catalog[N]> : never)
  | {
      [M in keyof Catalog & string]: `${M}:${MessageKey<Catalog[M]>}`;
    }[keyof Catalog & string];

export type TranslateFunction<Key extends string> = (
  key: Key,
  values?: Values,
) => string;

export interface Translator<
  Language extends string,
  Catalog,
  DefaultNamespace extends keyof Catalog & string,
> {
  readonly language: Language;
  /** `t` in the current language and the default namespace: a new function after each change. */
  readonly t: TranslateFunction<KeyFor<Catalog, DefaultNamespace>>;
  /**
   * `t` in a language with `namespace` first (react-i18next's t): the same
   * function for the same pair, so hooks and memos that use it change only
   * with the language.
   */
  getFixedT: <N extends keyof Catalog & string>(
    language: Language,
    namespace: N,
  ) => TranslateFunction<KeyFor<Catalog, N>>;
  /**
   * Fetches namespaces of the current language (each once); every later
   * language fetches them too before it shows. Resolves when they have
   * arrived or failed: a failed one is not asked for again, and its keys come
   * back as themselves (i18next's behaviour).
   */
  loadNamespaces: (
    namespaces: (keyof Catalog & string) | readonly (keyof Catalog & string)[],
  ) => Promise<void>;
  /** True once a namespace of the current language has arrived or failed: nothing more to wait for. */
  hasLoadedNamespace: (namespace: keyof Catalog & string) => boolean;
  /** True when a namespace's strings of a language are here. */
  hasResourceBundle: (
    language: Language,
    namespace: keyof Catalog & string,
  ) => boolean;
  /**
   * Fetches every namespace asked for so far in the new language, then
   * switches and tells the listeners, even when the language is the same one
   * (as i18next). Of changes made while one fetches, the last wins.
   */
  changeLanguage: (language: Language) => Promise<void>;
  on: (
    event: 'languageChanged',
    listener: (language: Language) => void,
  ) => void;
  off: (
    event: 'languageChanged',
    listener: (language: Language) => void,
  ) => void;
  /** For useSyncExternalStore: called on every language change; returns the unsubscribe. */
  subscribe: (listener: () => void) => () => void;
}

export interface TranslatorOptions<Language extends string, Namespace> {
  language: Language;
  /** The namespace of keys given without `ns:` to the translator's own `t`. */
  defaultNamespace: Namespace;
  /** One namespace of one language; undefined when there is no such file. */
  load: (
    language: Language,
    namespace: Namespace,
  ) => Promise<Messages> | undefined;
}

/**
 * A translator that fetches its strings through `load`, one namespace of one
 * language at a time. With a numeric `count` a key is looked for as
 * `key_<plural form>` (`key_zero` first for 0, as i18next), then `key_other`,
 * then `key`. A key found nowhere comes back as itself, without its `ns:`
 * (as i18next's).
 */
export function createTranslator<
  Language extends string,
  Catalog,
  DefaultNamespace extends keyof Catalog & string,
>(
  options: TranslatorOptions<Language, keyof Catalog & string>,
): Translator<Language, Catalog, DefaultNamespace> {
  type Namespace = keyof Catalog & string;
  const id = (language: string, namespace: string) =>
    `${language}|${namespace}`;
  /** The strings that have arrived, by language and namespace. */
  const bundles = new Map<string, Messages>();
  /** Arrived or failed: nothing more to wait for. */
  const settled = new Set<string>();
  const loading = new Map<string, Promise<void>>();
  /** Every namespace asked for so far, which a new language fetches before it shows. */
  const wanted = new Set<Namespace>();
  const fixed = new Map<string, TranslateFunction<string>>();
  const listeners = new Set<(language: Language) => void>();
  const pluralOf = pluralForms();
  let current = options.language;
  /** The language a changeLanguage is fetching. */
  let changingTo: Language | undefined;

  const load = (language: Language, namespace: Namespace): Promise<void> => {
    const key = id(language, namespace);
    if (settled.has(key)) return Promise.resolve();
    let pending = loading.get(key);
    if (!pending) {
      pending = Promise.resolve(options.load(language, namespace))
        .then(
          (messages) => {
            if (typeof messages === 'object' && messages !== null)
              bundles.set(key, messages);
          },
          () => {
            // As i18next: the namespace stays empty and its keys show as themselves.
          },
        )
        .then(() => {
          settled.add(key);
          loading.delete(key);
        });
      loading.set(key, pending);
    }
    return pending;
  };
  const loadAll = (language: Language, namespaces: readonly Namespace[]) =>
    Promise.all(namespaces.map((ns) => load(language, ns))).then(() => {});

  const translate = (
    language: string,
    namespace: string,
    key: string,
    values?: Values,
  ) => {
    const colon = key.indexOf(':');
    const ns = colon > 0 ? key.slice(0, colon) : namespace;
    const name = colon > 0 ? key.slice(colon + 1) : key;
    const text = findMessage(bundles.get(id(language, ns)), name, values, (n) =>
      pluralOf(language, n),
    );
    return text === undefined ? name : interpolate(text, values);
  };

  const getFixedT = (language: Language, namespace: Namespace) => {
    const key = id(language, namespace);
    let t = fixed.get(key);
    if (!t) {
      t = (k, values) =>
        translate(
          typeof values?.lng === 'string' ? values.lng : language,
          namespace,
          k,
          values,
        );
      fixed.set(key, t);
    }
    return t;
  };

  return {
    get language() {
      return current;
    },
    get t() {
      return getFixedT(current, options.defaultNamespace);
    },
    getFixedT,
    loadNamespaces: (namespaces) => {
      const list: readonly Namespace[] =
        typeof namespaces === 'string' ? [namespaces] : namespaces;
      for (const ns of list) wanted.add(ns);
      return loadAll(current, list);
    },
    hasLoadedNamespace: (namespace) => settled.has(id(current, namespace)),
    hasResourceBundle: (language, namespace) =>
      bundles.has(id(language, namespace)),
    changeLanguage: async (language) => {
      changingTo = language;
      // What a screen asks for while these arrive is fetched too, so nothing
      // shows in the new language before its strings are here.
      for (;;) {
        const missing = [...wanted].filter(
          (ns) => !settled.has(id(language, ns)),
        );
        if (missing.length === 0) break;
        await loadAll(language, missing);
      }
      if (changingTo !== language) return;
      changingTo = undefined;
      current = language;
      for (const listener of [...listeners]) listener(language);
    },
    on: (_event, listener) => {
      listeners.add(listener);
    },
    off: (_event, listener) => {
      listeners.delete(listener);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
