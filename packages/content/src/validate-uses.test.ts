import { describe, expect, it } from 'vitest';
import type { CurriculumFile } from './schema';
import { validateUses } from './validate-uses';

const curriculum = (
  maps: CurriculumFile['maps'],
  uses: CurriculumFile['uses'],
): CurriculumFile => ({
  version: 1,
  modules: ['nouns', 'possessives', 'past-perfect', 'reported'],
  uses,
  maps,
  regions: { '0': 'a', '1': 'a', '2': 'a', '4': 'a' },
});

describe('validateUses (issue 15: curriculum order)', () => {
  it('accepts a used module taught in the same grade or earlier', () => {
    const c = curriculum(
      {
        a: {
          '3': ['nouns', 'possessives'],
          '9': ['past-perfect'],
          '10': ['reported'],
        },
      },
      { nouns: ['possessives'], reported: ['past-perfect'] },
    );
    expect(validateUses(c)).toEqual([]);
  });

  it('reports, per map, a module that uses grammar taught in a later grade', () => {
    const c = curriculum(
      {
        a: {
          '3': ['nouns'],
          '5': ['possessives'],
          '9': ['reported'],
          '10': ['past-perfect'],
        },
        b: { '3': ['nouns', 'possessives'], '9': ['past-perfect', 'reported'] },
      },
      { nouns: ['possessives'], reported: ['past-perfect', 'passive'] },
    );
    expect(validateUses(c).map((p) => `${p.path}: ${p.message}`)).toEqual([
      'maps.a: "nouns" (grade 3) uses "possessives", which comes later (grade 5)',
      'uses.reported: unknown module "passive"',
      'maps.a: "reported" (grade 9) uses "past-perfect", which comes later (grade 10)',
    ]);
  });
});
