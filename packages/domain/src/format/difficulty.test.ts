import { describe, expect, it } from 'vitest';
import { difficultyLevelOf, difficultyNameOf } from './difficulty';

describe('difficulty names (spec 01 §3)', () => {
  it.each([
    ['beginner', 1],
    ['elementary', 2],
    ['intermediate', 3],
    ['advanced', 4],
  ] as const)('names level %s as %i and back', (name, level) => {
    expect(difficultyLevelOf(name)).toBe(level);
    expect(difficultyNameOf(level)).toBe(name);
  });

  it('knows no level for names that are not difficulties, even inherited ones', () => {
    for (const name of ['constructor', 'toString', '__proto__', '', 'hard'])
      expect(difficultyLevelOf(name)).toBe(0);
  });

  it('gives an empty name for no level', () => {
    expect(difficultyNameOf(0)).toBe('');
  });
});
