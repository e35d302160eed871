import type { ContentProblem } from './load';
import { typographyProblems, type Language } from './validate-typography';

/**
 * A translation left in English is the usual slip when a text is copied from
 * `en`: a zh text needs Chinese characters and a ru text Cyrillic letters.
 * Grammar words inside them stay English ("用 has + 过去分词"), so one
 * character of the script is enough.
 */
const SCRIPT_RULES = [
  {
    language: 'zh',
    pattern: /\p{Script=Han}/u,
    message: 'zh text has no Chinese characters: translate it',
  },
  {
    language: 'ru',
    pattern: /\p{Script=Cyrillic}/u,
    message: 'ru text has no Cyrillic letters: translate it',
  },
] as const;

/** Keys whose values are not texts (explainer videos are links, keys and tags slugs). */
const NOT_TEXT = new Set(['videos', 'key', 'tags']);
const LANGUAGES: Language[] = ['en', 'zh', 'ru', 'id'];

function isLocalizedText(value: object): value is Record<string, string> {
  const keys = Object.keys(value);
  return (
    keys.length === 4 &&
    ['en', 'zh', 'ru', 'id'].every(
      (k) => typeof (value as Record<string, unknown>)[k] === 'string',
    )
  );
}

/**
 * Checks every four-language text in a parsed course file, wherever it sits
 * (names, slides, explanations, region names, the privacy policy...): its
 * script and its typography. English examples and questions (`examples`,
 * `wrong`, `right`, `sample`, prompts, options) are plain strings: only the
 * English typography applies to them.
 */
export function validateScripts(file: string, data: unknown): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const visit = (value: unknown, path: string[]) => {
    if (typeof value === 'string') {
      for (const message of typographyProblems('en', value))
        problems.push({ file, path: path.join('.'), message });
      return;
    }
    if (value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      value.forEach((v, i) => visit(v, [...path, String(i)]));
      return;
    }
    if (isLocalizedText(value)) {
      for (const rule of SCRIPT_RULES) {
        if (!rule.pattern.test(value[rule.language]!))
          problems.push({
            file,
            path: [...path, rule.language].join('.'),
            message: rule.message,
          });
      }
      for (const language of LANGUAGES)
        for (const message of typographyProblems(language, value[language]!))
          problems.push({
            file,
            path: [...path, language].join('.'),
            message,
          });
      return;
    }
    for (const [k, v] of Object.entries(value))
      if (!NOT_TEXT.has(k)) visit(v, [...path, k]);
  };
  visit(data, []);
  return problems;
}
