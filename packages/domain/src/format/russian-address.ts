// DESIGN.md / developers' guide: Russian texts address every student alike,
// gender-neutral and in one register (ты). These find the forms that break it,
// so a check over the Russian strings (web, player, course) keeps them away.

const L = '[а-яё]';
/** A Cyrillic word boundary (JavaScript's \b knows only ASCII letters). */
const B = `(?<!${L})`;
const E = `(?!${L})`;

/** Masculine past tense (сделал, ошибся, пришёл, смог) and masculine short adjectives. */
const MASCULINE = `(?:${L}+(?:ал|ял|ил|ел|ыл|ул|ёл|ол|шёл|ог|ёг|иг|ёс|ез)(?:ся)?|готов|уверен|должен|рад|прав|сам|согласен|занят|один|способен)`;
const SOFTENERS = '(?:(?:не|бы|уже|ещё|так|же|тоже|сам|ведь)\\s+){0,2}';

const PATTERNS: readonly RegExp[] = [
  // "ты указал", "ты не готов", "я бы пропустил", "Я готов"
  new RegExp(`${B}(?:ты|я)\\s+${SOFTENERS}${MASCULINE}${E}`, 'giu'),
  // "закончил ли ты", "готов ли ты", "сделал я"
  new RegExp(`${B}${MASCULINE}\\s+(?:ли\\s+)?(?:ты|я)${E}`, 'giu'),
  // "Готов?" said to the student
  new RegExp(`${B}готов\\?`, 'giu'),
];

/** The phrases of a Russian text that address the student (or speak as them) as a boy. */
export function masculineAddress(text: string): string[] {
  return PATTERNS.flatMap((p) => [...text.matchAll(p)].map((m) => m[0]));
}

const FORMAL: RegExp = new RegExp(
  // вы, вас, вам, ваш...; imperatives in -ите/-йте (сделайте, запомните), not "на сайте".
  `${B}(?:вы|вас|вам|вами|ваш${L}*|(?!сайте)${L}+(?:ите|йте)(?:сь)?)${E}`,
  'giu',
);

/** The phrases of a Russian text in the formal register (вы) where the course says ты. */
export function formalAddress(text: string): string[] {
  return [...text.matchAll(FORMAL)].map((m) => m[0]);
}
