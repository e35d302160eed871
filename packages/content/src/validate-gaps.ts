import { normalizeGapAnswer, parseGapText } from '@gp/domain';

/**
 * Gap-fill answer keys a machine can check (issue 15): a student who writes
 * the short form of an accepted full form (or the other way round) is right,
 * and the hint after a gap never is the answer itself.
 */

/** Negatives: the full form and its usual short forms. */
const NEGATIVES: [full: string, short: string[]][] = [
  ['am not', []],
  ['is not', ["isn't"]],
  ['are not', ["aren't"]],
  ['was not', ["wasn't"]],
  ['were not', ["weren't"]],
  ['have not', ["haven't"]],
  ['has not', ["hasn't"]],
  ['had not', ["hadn't"]],
  ['do not', ["don't"]],
  ['does not', ["doesn't"]],
  ['did not', ["didn't"]],
  ['will not', ["won't"]],
  ['would not', ["wouldn't"]],
  ['cannot', ["can't"]],
  ['could not', ["couldn't"]],
  ['should not', ["shouldn't"]],
  ['must not', ["mustn't"]],
  ['need not', ["needn't"]],
];

/** Auxiliaries that join the word before them: "she is" = "she's". */
const AUX_SHORT: Record<string, string> = {
  am: "'m",
  is: "'s",
  are: "'re",
  have: "'ve",
  has: "'s",
  had: "'d",
  will: "'ll",
  would: "'d",
};

/** Which subject pronouns take which short auxiliary. */
const PRONOUN_AUX: Record<string, string[]> = {
  i: ['am', 'have', 'had', 'will', 'would'],
  you: ['are', 'have', 'had', 'will', 'would'],
  we: ['are', 'have', 'had', 'will', 'would'],
  they: ['are', 'have', 'had', 'will', 'would'],
  he: ['is', 'has', 'had', 'will', 'would'],
  she: ['is', 'has', 'had', 'will', 'would'],
  it: ['is', 'has', 'will'],
  there: ['is', 'has'],
  that: ['is', 'has'],
  who: ['is', 'has'],
  what: ['is', 'has'],
};

const IRREGULAR_PARTICIPLES = new Set(
  (
    'been done gone seen eaten written taken given broken spoken stolen chosen ' +
    'forgotten got gotten made had bought brought thought caught taught found ' +
    'left lost met read said sent slept spent told sold won heard held kept ' +
    'known grown thrown flown drawn driven ridden risen fallen shown worn torn ' +
    'sung swum drunk begun run come become put cut hit let set shut paid built ' +
    'felt fed fought understood stood forgiven hidden bitten woken frozen ' +
    'shaken sat hung lit led beaten blown stuck taken rung drunk learnt burnt ' +
    'dreamt spelt sent bent lent meant dealt not never just already ever ' +
    'always better'
  ).split(' '),
);

/** After have, has or had: is it the auxiliary (has gone) or the verb (has lunch)? */
function auxiliaryUse(aux: string, next: string | undefined): boolean {
  if (!['have', 'has', 'had'].includes(aux)) return true;
  if (next === undefined) return false;
  return IRREGULAR_PARTICIPLES.has(next) || /[a-z]{2}ed$/.test(next);
}

const PRONOUN_BEFORE = new RegExp(
  `(?:^|[^\\p{L}'])(${Object.keys(PRONOUN_AUX).join('|')})\\s*$`,
  'u',
);

/**
 * Words before a pronoun that keep its auxiliary full: "my friends and I
 * have", and questions ("would you have gone", "did you").
 */
const NO_JOIN_AFTER = new Set(
  (
    'am is are was were have has had do does did will would can ' +
    'could shall should may might must'
  ).split(' '),
);
/** Modals whose "have" joins them: would've, could've, should've, might've, must've. */
const MODALS_HAVE = new Set(['would', 'could', 'should', 'might', 'must']);
const SUBJECTS = new Set(['i', 'you', 'he', 'she', 'it', 'we', 'they']);

/** "my friends and I have", "would you have": the auxiliary stays full. */
function joinsNot(pronoun: string, before: string | undefined): boolean {
  if (before === 'and' || before === 'or') return pronoun === 'i';
  return before !== undefined && NO_JOIN_AFTER.has(before);
}

function lastWord(text: string): string | undefined {
  return /([\p{L}']+)[^\p{L}']*$/u.exec(text)?.[1];
}

/**
 * Every spelling a teacher accepts for an answer, one required group per
 * form: the answer is consistent when each group meets the accepted answers.
 * `before` and `after` are the texts around the gap: its last word may be a
 * pronoun, and an auxiliary ending a clause ("Yes, she is.") stays full.
 */
export function contractionGroups(
  answer: string,
  before: string,
  after: string,
): string[][] {
  const a = normalizeGapAnswer(answer);
  const groups: string[][] = [];
  const sub = (from: RegExp, to: string) => a.replace(from, to);
  const words = a.split(' ');
  const lead = normalizeGapAnswer(before);
  const pronounBefore = PRONOUN_BEFORE.exec(lead);
  const pronoun =
    pronounBefore &&
    !joinsNot(
      pronounBefore[1]!,
      lastWord(lead.slice(0, pronounBefore.index + 1)),
    )
      ? pronounBefore[1]
      : undefined;
  const rest = normalizeGapAnswer(after.replace(/^\s*\([^)]*\)/, ''));

  for (const [full, shorts] of NEGATIVES) {
    const fullRe = new RegExp(`(^|[^\\p{L}'])${full}(?![\\p{L}'])`, 'u');
    if (fullRe.test(a))
      for (const s of shorts) groups.push([sub(fullRe, `$1${s}`)]);
    for (const s of shorts) {
      const at = words.indexOf(s);
      if (at < 0) continue;
      const next = words[at + 1] ?? rest.split(' ')[0] ?? '';
      // "Why didn't you come": the full form "did you not" splits around
      // the subject; inside the gap it is accepted, outside it cannot be.
      if (SUBJECTS.has(next) && at === words.length - 1) continue;
      const alts = [[...words.slice(0, at), full, ...words.slice(at + 1)]];
      if (full === 'cannot')
        alts.push([...words.slice(0, at), 'can not', ...words.slice(at + 1)]);
      if (SUBJECTS.has(next))
        alts.push([
          ...words.slice(0, at),
          full.replace(/ ?not$/, ''),
          next,
          'not',
          ...words.slice(at + 2),
        ]);
      groups.push(alts.map((w) => w.join(' ')));
    }
  }

  // "she is" / "she's" inside the gap, and "is" / "'s" right after a pronoun.
  const joins: { at: number; pronoun: string }[] = [];
  words.forEach((w, i) => {
    if (
      i > 0 &&
      PRONOUN_AUX[words[i - 1]!] &&
      !joinsNot(words[i - 1]!, words[i - 2] ?? lastWord(lead))
    )
      joins.push({ at: i, pronoun: words[i - 1]! });
  });
  if (pronoun) joins.push({ at: 0, pronoun });
  for (const { at, pronoun: p } of joins) {
    const aux = words[at]!;
    const next = words[at + 1];
    if (!PRONOUN_AUX[p]!.includes(aux)) continue;
    if (next === undefined && !/^[\p{L}\d]/u.test(rest)) continue;
    if (next === 'not') {
      // "I've not seen it", but "No, it hasn't" is never "No, it's not".
      if (!['am', 'is', 'are', 'have', 'has'].includes(aux)) continue;
      const more = words[at + 2] ?? rest;
      if (!/^[\p{L}\d]/u.test(more)) continue;
    }
    if (!auxiliaryUse(aux, next ?? rest.split(' ')[0])) continue;
    const joined =
      at === 0
        ? [AUX_SHORT[aux]!, ...words.slice(1)]
        : [
            ...words.slice(0, at - 1),
            p + AUX_SHORT[aux]!,
            ...words.slice(at + 1),
          ];
    groups.push([joined.join(' ')]);
  }
  // "would have gone" / "would've gone", and the other way.
  words.forEach((w, i) => {
    if (w === 'have' && MODALS_HAVE.has(words[i - 1] ?? ''))
      if (auxiliaryUse('have', words[i + 1]))
        groups.push([
          [
            ...words.slice(0, i - 1),
            `${words[i - 1]}'ve`,
            ...words.slice(i + 1),
          ].join(' '),
        ]);
    const m = /^([a-z]+)'ve$/.exec(w);
    if (m && (MODALS_HAVE.has(m[1]!) || m[1] === 'may'))
      groups.push([
        [...words.slice(0, i), m[1], 'have', ...words.slice(i + 1)].join(' '),
      ]);
  });
  // The other way: "she's" / "'s" needs a full form ("she is" or "she has").
  words.forEach((w, i) => {
    const m = /^([a-z]*)('m|'s|'re|'ve|'ll|'d)$/.exec(w);
    if (!m) return;
    const [, p, short] = m;
    const subject = p || (i === 0 ? pronoun : undefined);
    if (p && !PRONOUN_AUX[p]) return; // Tom's bag: a possessive
    if (!p && i > 0) return;
    const fulls = Object.entries(AUX_SHORT)
      .filter(
        ([full, s]) =>
          s === short && (!subject || PRONOUN_AUX[subject]?.includes(full)),
      )
      .map(([full]) => full);
    if (fulls.length === 0) return;
    groups.push(
      fulls.map((full) =>
        [
          ...words.slice(0, i),
          ...(p ? [p, full] : [full]),
          ...words.slice(i + 1),
        ].join(' '),
      ),
    );
  });
  return groups;
}

/** Problems of one gap-fill text: contractions accepted one way only, hints that are answers. */
export function gapTextProblems(text: string): string[] {
  const problems: string[] = [];
  const parts = parseGapText(text);
  let gapNo = 0;
  parts.forEach((part, pi) => {
    if (part.kind !== 'gap') return;
    gapNo += 1;
    const before = parts[pi - 1];
    const after = parts[pi + 1];
    const accepted = new Set(part.answers.map(normalizeGapAnswer));
    const missing = new Set<string>();
    for (const answer of part.answers) {
      for (const group of contractionGroups(
        answer,
        before?.kind === 'text' ? before.text : '',
        after?.kind === 'text' ? after.text : '',
      )) {
        if (!group.some((g) => accepted.has(g)))
          missing.add(group.join(' or '));
      }
    }
    if (missing.size > 0)
      problems.push(
        `gap ${gapNo} accepts [${part.answers.join('|')}] but not ${[...missing]
          .map((m) => `"${m}"`)
          .join(', ')}: accept full and short forms alike`,
      );
    const hint =
      after?.kind === 'text'
        ? /^\s*\(([^)]*)\)/.exec(after.text)?.[1]
        : undefined;
    if (hint !== undefined && accepted.has(normalizeGapAnswer(hint)))
      problems.push(
        `gap ${gapNo}: the hint "(${hint})" is an accepted answer, so it can be copied: give the base word or the forms to choose from`,
      );
  });
  return problems;
}
