import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../support/server';

/**
 * What the web and the player say, read from their locale files, so a
 * browser test runs in every interface language without restating any
 * translation (and follows the wording when the translators change it).
 */

export type Lang = 'en' | 'zh' | 'ru' | 'id';
export const CULTURE: Record<Lang, string> = {
  en: 'en-US',
  zh: 'zh-CN',
  ru: 'ru-RU',
  id: 'id-ID',
};

type Tree = { [key: string]: string | Tree };
const files = new Map<string, Tree>();

function load(app: 'web' | 'player', lang: Lang, ns: string): Tree {
  const path = join(
    REPO_ROOT,
    `apps/${app}/src/locales/${CULTURE[lang]}/${ns}.json`,
  );
  let tree = files.get(path);
  if (!tree) {
    tree = JSON.parse(readFileSync(path, 'utf8')) as Tree;
    files.set(path, tree);
  }
  return tree;
}

function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const PLURALS = ['one', 'few', 'many', 'other'];

/** The template of a key; a plural key gives every form it has. */
function templates(tree: Tree, key: string): string[] {
  const one = lookup(tree, key);
  if (one !== undefined) return [one];
  const forms = PLURALS.flatMap((f) => lookup(tree, `${key}_${f}`) ?? []);
  if (forms.length === 0) throw new Error(`no locale text for ${key}`);
  return forms;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function fill(template: string, vars: Record<string, string | number>) {
  return template.replace(/{{\s*(\w+)\s*}}/g, (_, name: string) =>
    String(vars[name] ?? `{{${name}}}`),
  );
}

/** A pattern for the text, its variables matching anything (or what `vars` gives). */
function patternOf(
  forms: string[],
  vars: Record<string, string | number>,
  exact: boolean,
): RegExp {
  const alternatives = forms.map((f) =>
    escape(f)
      .replace(/\\{\\{\s*(\w+)\s*\\}\\}/g, (_, name: string) =>
        name in vars ? escape(String(vars[name])) : '.+?',
      )
      // Trailing punctuation may be shown apart or trimmed.
      .replace(/[.!。！]$/, '$&?'),
  );
  return new RegExp(`^(${alternatives.join('|')})${exact ? '$' : ''}`);
}

export interface Texts {
  /** The text exactly (plural keys: give `count`). */
  text(key: string, vars?: Record<string, string | number>): string;
  /** A pattern matching the text, variables not given match anything. */
  pattern(
    key: string,
    vars?: Record<string, string | number>,
    exact?: boolean,
  ): RegExp;
}

function textsOf(app: 'web' | 'player', lang: Lang, ns: string): Texts {
  return {
    text(key, vars = {}) {
      const tree = load(app, lang, ns);
      let template = lookup(tree, key);
      if (template === undefined && typeof vars.count === 'number') {
        const form = new Intl.PluralRules(CULTURE[lang]).select(vars.count);
        template =
          lookup(tree, `${key}_${form}`) ?? lookup(tree, `${key}_other`);
      }
      if (template === undefined)
        throw new Error(`no locale text for ${ns}:${key}`);
      return fill(template, vars);
    },
    pattern(key, vars = {}, exact = true) {
      return patternOf(templates(load(app, lang, ns), key), vars, exact);
    },
  };
}

/** The web's texts of one namespace (apps/web/src/locales/<culture>/<ns>.json). */
export const webTexts = (lang: Lang, ns: string) => textsOf('web', lang, ns);
/** The player's texts (apps/player/src/locales/<culture>/player.json). */
export const playerTexts = (lang: Lang) => textsOf('player', lang, 'player');
