import type { StoredComposition } from '../db/repositories/diagnostic-tests';

/**
 * Every diagnostic-bank question the student has been shown, as
 * `${moduleKey}/${questionKey}`: the questions of each submitted diagnostic
 * and custom test, whose keys the mistakes review also shows. Composition
 * prefers questions outside this set (issue 15, domain composeDiagnosticTest).
 */
export function questionKeysShownIn(
  diagnostics: { test: { composition: StoredComposition | null } }[],
  customs: { composition: StoredComposition | null }[],
): string[] {
  const compositions = [
    ...diagnostics.map(({ test }) => test.composition),
    ...customs.map((t) => t.composition),
  ];
  const keys = new Set<string>();
  for (const composition of compositions)
    for (const m of composition ?? [])
      for (const q of m.questionKeys) keys.add(`${m.moduleKey}/${q}`);
  return [...keys];
}
