/** A gap-fill text split into plain text and gaps (see the gapFill schema). */
export type GapPart =
  { kind: 'text'; text: string } | { kind: 'gap'; answers: string[] };

const GAP = /\[\[([^\]]*)\]\]/g;

export function parseGaps(text: string): GapPart[] {
  const parts: GapPart[] = [];
  let last = 0;
  for (const m of text.matchAll(GAP)) {
    const at = m.index ?? 0;
    if (at > last) parts.push({ kind: 'text', text: text.slice(last, at) });
    parts.push({
      kind: 'gap',
      answers: (m[1] ?? '').split('|').map((a) => a.trim()),
    });
    last = at + m[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
