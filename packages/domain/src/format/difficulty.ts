// spec 01 §3 Difficulty names: beginner 1, elementary 2, intermediate 3, advanced 4; empty gives 0.
export const DIFFICULTY_LEVELS: Readonly<Record<string, 1 | 2 | 3 | 4>> = {
  beginner: 1,
  elementary: 2,
  intermediate: 3,
  advanced: 4,
};

export function difficultyLevelOf(
  name: string | null | undefined,
): 0 | 1 | 2 | 3 | 4 {
  const key = (name ?? '').trim().toLowerCase();
  // Own keys only: 'constructor' or 'toString' is not a difficulty.
  return Object.hasOwn(DIFFICULTY_LEVELS, key)
    ? (DIFFICULTY_LEVELS[key] ?? 0)
    : 0;
}

/** The name of a difficulty level, the inverse of difficultyLevelOf ('' for none). */
export function difficultyNameOf(level: number): string {
  return (
    Object.entries(DIFFICULTY_LEVELS).find(([, l]) => l === level)?.[0] ?? ''
  );
}
