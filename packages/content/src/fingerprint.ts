import { normalizeGapAnswer } from '@gp/domain';
import type { Question } from './schema';

/** Stands for a gap (`___` or `[[...]]`) so "She ___ happy." and "She happy." stay apart. */
const GAP = '\uE000';
const NOT_WORD = new RegExp(`[^\\p{L}\\p{N}\\s'${GAP}]`, 'gu');

/**
 * The form two texts are compared in: the scorer's normalisation (lower case,
 * one space, curly apostrophes as straight) with punctuation, symbols and
 * quotation marks removed. Apostrophes stay: "its" / "it's" and "boy's" /
 * "boys'" are different answers (module 11 asks exactly that).
 */
export function normalizeText(text: string): string {
  return normalizeGapAnswer(text)
    .replace(/_{2,}/g, ` ${GAP} `)
    .replace(NOT_WORD, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** What the student sees of a gap fill: its text with every gap blanked. */
function visibleGapText(text: string): string {
  return text.replace(/\[\[[^\]]*\]\]/g, ` ${GAP} `);
}

const sorted = (parts: string[]) => [...parts].sort().join(' | ');

/**
 * The text that identifies a question, for the no-repeat rule: the prompt as
 * the student sees it, normalised, and the options or pairs in any order, so
 * a copy with other punctuation, quotes, case or option order is caught.
 */
export function questionFingerprint(q: Question): string {
  switch (q.type) {
    case 'multipleSelect':
      return `multipleSelect: ${normalizeText(q.prompt)} :: ${sorted(
        q.options.map((o) => normalizeText(o.text)),
      )}`;
    case 'gapFill':
      return `gapFill: ${normalizeText(visibleGapText(q.text))}`;
    case 'match':
      return `match: ${sorted(
        q.pairs.map(
          (p) => `${normalizeText(p.left)} = ${normalizeText(p.right)}`,
        ),
      )}`;
  }
}
