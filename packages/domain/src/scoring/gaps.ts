/**
 * Gap-fill text: gaps are written inline as `[[answer]]` or
 * `[[answer|alternative]]` (packages/content FORMAT.md).
 */
export type GapPart =
  { kind: 'text'; text: string } | { kind: 'gap'; answers: string[] };

const GAP = /\[\[([^\]]*)\]\]/g;

export function parseGapText(text: string): GapPart[] {
  const parts: GapPart[] = [];
  let last = 0;
  for (const match of text.matchAll(GAP)) {
    const at = match.index;
    if (at > last) parts.push({ kind: 'text', text: text.slice(last, at) });
    const answers = (match[1] ?? '')
      .split('|')
      .map((a) => a.trim())
      .filter((a) => a.length > 0);
    parts.push({ kind: 'gap', answers });
    last = at + match[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

/** The accepted answers of each gap, in order. */
export function gapAnswers(text: string): string[][] {
  return parseGapText(text).flatMap((p) =>
    p.kind === 'gap' ? [p.answers] : [],
  );
}
