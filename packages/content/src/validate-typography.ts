/**
 * Typography of the course texts (issue 15): each language punctuated as its
 * readers expect. English question texts (examples, prompts, options) follow
 * the English rules.
 */
export type Language = 'en' | 'zh' | 'ru' | 'id';

interface Rule {
  languages: Language[];
  pattern: RegExp;
  message: string;
}

const HAN = '\\p{Script=Han}';
const ZH_PUNCT = '，。！？：；、';

const RULES: Rule[] = [
  {
    languages: ['ru'],
    pattern: /(?:^|\s)[-–](?=\s|$)/u,
    message: 'Russian uses a dash with spaces (" — "), not a hyphen',
  },
  {
    languages: ['ru'],
    pattern: /["“”„]/u,
    message: 'Russian quotes are «…»',
  },
  {
    languages: ['en', 'ru', 'id'],
    // A gap written ___ may stand before the full stop ("The baby ___ .").
    pattern: /(?<!_)\s+[.,!?:;](?=\s|$|["»”’)])/u,
    message: 'no space before . , ! ? : ;',
  },
  {
    languages: ['zh'],
    pattern: new RegExp(`\\s+[${ZH_PUNCT}）]`, 'u'),
    message: 'no space before Chinese punctuation',
  },
  {
    languages: ['zh'],
    pattern: new RegExp(
      // "last...、...ago" is an ellipsis standing for words, not a full stop.
      `([${ZH_PUNCT}])\\1|[${ZH_PUNCT}](?!\\.\\.\\.)[.,!?:;]|(?<!\\.\\.)[.,!?:;][${ZH_PUNCT}]`,
      'u',
    ),
    message: 'doubled punctuation (。。, ，，, ：:)',
  },
  {
    languages: ['zh'],
    pattern: new RegExp(`${HAN}\\s*[,!?:;()]|${HAN}\\.(?![\\w.])`, 'u'),
    message:
      'after Chinese characters use full-width punctuation (，。！？：；（）)',
  },
];

/** The typography problems of one text in one language (messages). */
export function typographyProblems(language: Language, text: string): string[] {
  return RULES.filter(
    (r) => r.languages.includes(language) && r.pattern.test(text),
  ).map(
    (r) =>
      `${language} typography: ${r.message}: "${excerpt(text, r.pattern)}"`,
  );
}

function excerpt(text: string, pattern: RegExp): string {
  const at = pattern.exec(text)?.index ?? 0;
  const from = Math.max(0, at - 15);
  const to = Math.min(text.length, at + 20);
  return `${from > 0 ? '…' : ''}${text.slice(from, to)}${to < text.length ? '…' : ''}`;
}
