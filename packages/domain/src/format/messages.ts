/**
 * Interface strings in the four languages (spec 01 §9): finding a string in
 * a locale file and filling it in. The web app's and the player's
 * translators (apps/web/src/lib/translator.ts,
 * apps/player/src/i18n/translator.ts, decision 021) share these rules; they
 * follow i18next's, which both apps used before (issue 16).
 */

/** A locale file: nested objects of strings. */
export type Messages = { readonly [key: string]: string | Messages };

/**
 * What `{{name}}` placeholders are filled with (one left undefined keeps its
 * placeholder); a numeric `count` also picks the plural form.
 */
export type MessageValues = Readonly<
  Record<string, string | number | undefined>
>;

type PluralSuffix = `_${Intl.LDMLPluralRule}`;

/** `unanswered_one` is also reached as `unanswered`, as i18next's keys are. */
type PluralBase<K extends string> = K extends `${infer B}${PluralSuffix}`
  ? B
  : never;

/** Every dotted path to a string in a locale file: the typed keys of a `t`. */
export type MessageKey<T> = {
  [K in keyof T & string]: T[K] extends string
    ? K | PluralBase<K>
    : `${K}.${MessageKey<T[K]>}`;
}[keyof T & string];

const PLACEHOLDER = /{{(.+?)}}/g;

/**
 * Fills `{{name}}` without escaping (React escapes what it renders); a value
 * not given keeps its placeholder, as in i18next.
 */
export function interpolate(text: string, values?: MessageValues): string {
  if (!values) return text;
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = values[name.trim()];
    return value === undefined ? whole : String(value);
  });
}

/** The string at a dotted key (`submit.heading`), or undefined. */
export function lookupMessage(
  messages: Messages | undefined,
  key: string,
): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** The plural form of a count in a language, each language's rules made once. */
export function pluralForms(): (
  language: string,
  count: number,
) => Intl.LDMLPluralRule {
  const rules = new Map<string, Intl.PluralRules>();
  return (language, count) => {
    let rule = rules.get(language);
    if (!rule) rules.set(language, (rule = new Intl.PluralRules(language)));
    return rule.select(count);
  };
}

/**
 * A key's string in one language's messages: with a numeric `count`, looked
 * for as `key_<plural form>` (`key_zero` first for 0, as i18next), then
 * `key_other`, then `key`; otherwise as `key`. Undefined when none is there.
 */
export function findMessage(
  messages: Messages | undefined,
  key: string,
  values: MessageValues | undefined,
  pluralOf: (count: number) => Intl.LDMLPluralRule,
): string | undefined {
  const count = values?.count;
  const candidates =
    typeof count === 'number'
      ? [
          ...(count === 0 ? [`${key}_zero`] : []),
          `${key}_${pluralOf(count)}`,
          `${key}_other`,
          key,
        ]
      : [key];
  for (const candidate of candidates) {
    const text = lookupMessage(messages, candidate);
    if (text !== undefined) return text;
  }
  return undefined;
}
