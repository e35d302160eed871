import { describe, expect, it } from 'vitest';
import { difficultyNameOf } from './difficulty';

describe('difficulty names (spec 01 §3)', () => {
  it.each([
    ['beginner', 1],
    ['elementary', 2],
    ['intermediate', 3],
    ['advanced', 4],
  ] as const)('names level %s as %i', (name, level) => {
    expect(difficultyNameOf(level)).toBe(name);
  });

  it('gives an empty name for no level', () => {
    expect(difficultyNameOf(0)).toBe('');
  });
});
