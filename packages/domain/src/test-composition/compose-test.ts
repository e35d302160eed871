import { createRandom, shuffle, type Random } from '../common/prng';
import type { QuestionDifficulty, QuestionType } from '../scoring/question';
import { DEFAULT_LIMITS, moduleQuotas, type QuotaLimits } from './quotas';

/** A question of a module's diagnostic bank, as composition sees it. */
export interface BankQuestion {
  key: string;
  type: QuestionType;
  difficulty?: QuestionDifficulty;
}

export interface ModuleBank {
  moduleKey: string;
  questions: BankQuestion[];
}

export interface ComposeTestInput {
  /** The modules of the test (New and NeedToBeVerified), in the order to show them. */
  modules: ModuleBank[];
  /** Question keys of the student's previous test, as `${moduleKey}/${questionKey}` or bare keys. */
  previousQuestionKeys: readonly string[];
  /**
   * Every question the student has been shown before, in any test (diagnostic
   * or custom), whose keys a mistakes review may also have shown: same key
   * forms. Issue 15: questions never shown come first, then those shown
   * longest ago (not in the previous test), the previous test's last.
   */
  shownQuestionKeys?: readonly string[];
  /** Any text: the same seed and input give the same test. */
  seed: string;
  limits?: QuotaLimits;
}

/** One activity of the composed test: questions of one type. */
export interface ComposedActivity {
  key: string;
  type: QuestionType;
  questionKeys: string[];
}

export interface ComposedModule {
  moduleKey: string;
  questionKeys: string[];
  activities: ComposedActivity[];
  /** How many questions had to come back from the previous test (bank too small). */
  repeatedCount: number;
  /** How many questions the student was shown before, in any test (bank too small); absent in tests stored before issue 15. */
  shownBeforeCount?: number;
}

export interface ComposedTest {
  modules: ComposedModule[];
  questionCount: number;
}

const TYPE_ORDER: readonly QuestionType[] = [
  'multipleSelect',
  'gapFill',
  'match',
];

/** Picks `count` questions, going round the type-and-difficulty groups so each is spread evenly. */
function pickSpread(
  questions: readonly BankQuestion[],
  count: number,
  random: Random,
): BankQuestion[] {
  const groups = new Map<string, BankQuestion[]>();
  for (const q of shuffle(questions, random)) {
    const id = `${TYPE_ORDER.indexOf(q.type)}:${q.difficulty ?? 0}`;
    groups.set(id, [...(groups.get(id) ?? []), q]);
  }
  const lists = [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([, list]) => list);
  const order = shuffle(lists, random);
  const picked: BankQuestion[] = [];
  for (
    let round = 0;
    picked.length < count && order.some((l) => l.length > round);
    round += 1
  ) {
    for (const list of order) {
      const q = list[round];
      if (q && picked.length < count) picked.push(q);
    }
  }
  return picked;
}

function composeModule(
  bank: ModuleBank,
  quota: number,
  previous: ReadonlySet<string>,
  shown: ReadonlySet<string>,
  seed: string,
): ComposedModule {
  const random = createRandom(`${seed}:${bank.moduleKey}`);
  const unique = bank.questions.filter(
    (q, i) => bank.questions.findIndex((o) => o.key === q.key) === i,
  );
  const isIn = (set: ReadonlySet<string>) => (q: BankQuestion) =>
    set.has(q.key) || set.has(`${bank.moduleKey}/${q.key}`);
  const seen = isIn(previous);
  const shownBefore = (q: BankQuestion) => !seen(q) && isIn(shown)(q);
  const fresh = unique.filter((q) => !seen(q) && !shownBefore(q));
  const older = unique.filter(shownBefore);
  const old = unique.filter(seen);
  // DESIGN.md §4: no question repeated from the previous test where the bank
  // allows; issue 15: and none the student was ever shown, where it allows.
  const picked = [
    ...pickSpread(fresh, quota, random),
    ...pickSpread(older, Math.max(0, quota - fresh.length), random),
    ...pickSpread(
      old,
      Math.max(0, quota - fresh.length - older.length),
      random,
    ),
  ];
  const activities = TYPE_ORDER.map((type) => ({
    key: `${bank.moduleKey}-${type}`,
    type,
    questionKeys: picked.filter((q) => q.type === type).map((q) => q.key),
  })).filter((a) => a.questionKeys.length > 0);
  return {
    moduleKey: bank.moduleKey,
    questionKeys: activities.flatMap((a) => a.questionKeys),
    activities,
    repeatedCount: picked.filter(seen).length,
    shownBeforeCount: picked.filter((q) => seen(q) || shownBefore(q)).length,
  };
}

/** Chooses the questions of a diagnostic test, deterministically for a seed. */
export function composeDiagnosticTest(input: ComposeTestInput): ComposedTest {
  const uniqueSizes = input.modules.map(
    (m) => new Set(m.questions.map((q) => q.key)).size,
  );
  const quotas = moduleQuotas(uniqueSizes, input.limits ?? DEFAULT_LIMITS);
  const previous = new Set(input.previousQuestionKeys);
  const shown = new Set(input.shownQuestionKeys ?? []);
  const modules = input.modules.map((bank, i) =>
    composeModule(bank, quotas[i] ?? 0, previous, shown, input.seed),
  );
  return {
    modules,
    questionCount: modules.reduce((sum, m) => sum + m.questionKeys.length, 0),
  };
}
