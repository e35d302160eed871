// spec 01 §3 Difficulty names: beginner 1, elementary 2, intermediate 3, advanced 4; empty gives 0.
export const DIFFICULTY_LEVELS: Readonly<Record<string, 1 | 2 | 3 | 4>> = {
  beginner: 1,
  elementary: 2,
  intermediate: 3,
  advanced: 4,
};

/** The name of a difficulty level ('' for none, spec 01 §3: empty gives 0). */
export function difficultyNameOf(level: number): string {
  return (
    Object.entries(DIFFICULTY_LEVELS).find(([, l]) => l === level)?.[0] ?? ''
  );
}
